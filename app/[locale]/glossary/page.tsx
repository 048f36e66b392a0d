import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LawsGlossarySection } from '@/components/glossary/LawsGlossarySection';
import { TermEntry } from '@/components/glossary/TermEntry';
import { EDITIONS } from '@/lib/editions';
import { lawsGlossary } from '@/lib/glossary/lawsGlossary';
import { termsInOrder } from '@/lib/glossary/terms';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, languageTag } from '@/lib/languages';

type Props = PageProps<'/[locale]/glossary'>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await props.params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('glossaryPage:title') };
}

// The trilingual glossary: text only (no board, i18next or engine code reaches the browser).
export default async function GlossaryPage(props: Props) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const tag = languageTag(locale);
  const terms = termsInOrder(locale, tag);
  // group by initial letter, accents folded ("Á" under "A")
  const initial = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toLocaleUpperCase(tag);
  const groups = new Map<string, typeof terms>();
  for (const term of terms) {
    const k = initial(term[locale].term);
    groups.set(k, [...(groups.get(k) ?? []), term]);
  }
  const lawsGlossaries = [...EDITIONS].reverse().flatMap((e) => lawsGlossary(e, locale) ?? []);
  const slugs = new Map(lawsGlossaries.map((g) => [g.edition, new Set(g.entries.map((e) => e.slug))]));
  return (
    <article className="glossary-page">
      <header className="lesson-header">
        <h1>{t('glossaryPage:title')}</h1>
        <p>{t('glossaryPage:intro')}</p>
        <p>{t('glossaryPage:sourcesNote')}</p>
      </header>
      <nav aria-label={t('glossaryPage:letters')} className="glossary-letters">
        <ul>
          {[...groups.keys()].map((k) => (
            <li key={k}>
              <a href={`#letter-${k}`}>{k}</a>
            </li>
          ))}
          <li>
            <a href="#laws-glossary">{t('glossaryPage:lawsGlossary.title')}</a>
          </li>
        </ul>
      </nav>
      {[...groups].map(([k, list]) => (
        <section key={k} aria-labelledby={`letter-${k}`}>
          <h2 id={`letter-${k}`}>{k}</h2>
          <ul className="glossary-terms">
            {list.map((term) => (
              <TermEntry key={term.id} term={term} locale={locale} t={t} lawsGlossaryEditions={slugs} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="laws-glossary" className="laws-glossaries">
        <h2 id="laws-glossary">{t('glossaryPage:lawsGlossary.title')}</h2>
        <p>{t('glossaryPage:lawsGlossary.intro')}</p>
        {lawsGlossaries.map((g, i) => (
          <LawsGlossarySection key={g.edition} glossary={g} locale={locale} t={t} open={i === 0} />
        ))}
      </section>
    </article>
  );
}
