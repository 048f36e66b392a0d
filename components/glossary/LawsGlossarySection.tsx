// The Laws' own Glossary of one edition (2018 and later), in the reader's language (the course translation, labelled,
// for Portuguese and Galician), each entry with the number the Laws print after the term, linked to that article.
import type { TFunction } from 'i18next';
import type { Locale } from '@/lib/languages';
import type { LawsGlossary } from '@/lib/glossary/lawsGlossary';
import { paragraphHref, partIds } from '@/lib/laws/pages';

// Where the printed reference points: a paragraph ("8.1"), an appendix ("B"), Guidelines ("II"), the Preface.
function referenceHref(locale: Locale, edition: string, ref: string): string | undefined {
  const parts = partIds(edition);
  const part = (id: string) => (parts.has(id) ? `/${locale}/laws/${edition}/${id}/` : undefined);
  if (/^\d/.test(ref)) return paragraphHref(locale, edition, ref) ?? part(ref.split('.')[0]!);
  if (/^[A-H]$/.test(ref)) return part(`appendix-${ref.toLowerCase()}`);
  if (/^[IVX]+$/.test(ref)) return part(`guidelines-${ref.toLowerCase()}`);
  if (/^(Preface|Prefácio|Proemio)$/.test(ref)) return part('preface');
  if (/^(Introduction|Introdução|Introdución)$/.test(ref)) return part('introduction');
  return undefined;
}

export function LawsGlossarySection({ glossary, locale, t, open }: { glossary: LawsGlossary; locale: Locale; t: TFunction; open: boolean }) {
  const { edition, language } = glossary;
  const lang = language === locale ? undefined : language;
  return (
    <details className="laws-glossary" open={open} id={`laws-${edition}`}>
      <summary>
        <h3>{t('glossaryPage:lawsGlossary.edition', { year: edition })}</h3>
      </summary>
      {glossary.course && <p className="notice">{t('glossaryPage:lawsGlossary.courseNote')}</p>}
      <p lang={lang}>{glossary.intro}</p>
      <dl lang={lang} className="laws-glossary-list">
        {glossary.entries.map((e) => {
          const href = e.reference ? referenceHref(locale, edition, e.reference) : undefined;
          return (
            <div key={e.slug} id={`laws-${edition}-${e.slug}`}>
              <dt>{e.term}:</dt>
              <dd>
                {e.reference && (href ? <a href={href}>{e.reference}</a> : e.reference)}
                {e.rest}
              </dd>
            </div>
          );
        })}
      </dl>
      <p>
        <a href={`/${locale}/laws/${edition}/glossary/`}>{t('glossaryPage:lawsGlossary.fullText', { year: edition })}</a>
      </p>
    </details>
  );
}
