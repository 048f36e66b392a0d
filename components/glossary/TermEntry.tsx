// One term of the course glossary: its word in the reader's language and beside it in the other two (each marked
// with its language), the plain definition, warnings, and the article that rules on it in each edition.
import type { TFunction } from 'i18next';
import type { Locale } from '@/lib/languages';
import { citationSegments } from '@/lib/laws/citation';
import { paragraphHref } from '@/lib/laws/pages';
import { termArticles } from '@/lib/glossary/articles';
import type { GlossaryTerm } from '@/lib/glossary/schema';
import { RichText } from './RichText';

const order: Locale[] = ['pt', 'gl', 'en'];

function Words({ term, lang, locale, t }: { term: GlossaryTerm; lang: Locale; locale: Locale; t: TFunction }) {
  const w = term[lang];
  const l = lang === locale ? undefined : lang;
  const course = 'source' in w && w.source === 'course';
  return (
    <>
      <span lang={l} className="glossary-word">
        {w.term}
      </span>
      {course && <span className="glossary-course"> ({t('glossaryPage:courseLabel')})</span>}
      {w.also && (
        <span className="glossary-also">
          {' '}
          · {t('glossaryPage:also')} <span lang={l}>{w.also.join(', ')}</span>
        </span>
      )}
      {w.courseTerm && (
        <span className="glossary-also">
          {' '}
          · {t('glossaryPage:courseTerm')} <span lang={l}>{w.courseTerm}</span>
        </span>
      )}
      {w.common && (
        <span className="glossary-also">
          {' '}
          · {t('glossaryPage:common')} <span lang={l}>{w.common.join(', ')}</span>
        </span>
      )}
    </>
  );
}

export function TermEntry({ term, locale, t, lawsGlossaryEditions }: { term: GlossaryTerm; locale: Locale; t: TFunction; lawsGlossaryEditions: Map<string, Set<string>> }) {
  const own = term[locale];
  const others = order.filter((l) => l !== locale);
  const inLawsGlossary = [...lawsGlossaryEditions].filter(([, slugs]) => term.lawsGlossary && slugs.has(term.lawsGlossary)).map(([e]) => e);
  return (
    <li id={term.id} className="glossary-term">
      <h3>
        <a href={`#${term.id}`} className="glossary-term-link">
          {own.term}
        </a>
      </h3>
      <dl className="glossary-langs">
        <div>
          <dt>{t(`glossaryPage:languages.${locale}`)}</dt>
          <dd>
            <Words term={term} lang={locale} locale={locale} t={t} />
          </dd>
        </div>
        {others.map((l) => (
          <div key={l}>
            <dt>{t(`glossaryPage:languages.${l}`)}</dt>
            <dd>
              <Words term={term} lang={l} locale={locale} t={t} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="glossary-definition">{term.definition[locale]}</p>
      {term.warnings?.filter((w) => !w.readers || w.readers.includes(locale)).map((w, i) => (
        <p key={i} className="glossary-warning" role="note">
          <strong>
            <span aria-hidden="true">⚠ </span>
            {t('glossaryPage:warning')}:
          </strong>{' '}
          <RichText text={w.text[locale]} locale={locale} />
        </p>
      ))}
      <p className="glossary-articles">
        <span className="glossary-articles-label">{t('glossaryPage:articles')}:</span>{' '}
        {termArticles(term).map(({ edition, ids }, i) => (
          <span key={edition} className="glossary-article">
            {i > 0 && ' · '}
            {t('glossaryPage:articleInEdition', { year: edition })}{' '}
            {citationSegments(edition, ids, locale).map((s, j) =>
              s.id ? (
                <a key={j} href={paragraphHref(locale, edition, s.id) ?? `/${locale}/laws/${edition}/`}>
                  {s.text}
                </a>
              ) : (
                s.text
              ),
            )}
          </span>
        ))}
      </p>
      {inLawsGlossary.length > 0 && (
        <p className="glossary-laws-link">
          {inLawsGlossary.map((e, i) => (
            <span key={e}>
              {i > 0 && ' · '}
              <a href={`#laws-${e}-${term.lawsGlossary}`}>{t('glossaryPage:inLawsGlossary', { year: e })}</a>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
