import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LazyCaseLab } from '@/components/cases/LazyCaseLab';
import { EXAMPLE_ID, exampleCase, examples } from '@/components/cases/examples';
import { ExamplesForm } from '@/components/cases/ExamplesForm';
import { I18nProvider } from '@/components/site/I18nProvider';
import { quoteFor, type EditionQuotes } from '@/lib/cases/articles';
import { partNames, quotesFor } from '@/lib/cases/quotes';
import { ruleEveryEdition } from '@/lib/cases/rule';
import { isEdition, type Edition } from '@/lib/editions';
import type { ChangeHeadline } from '@/lib/cases/rule';
import { caseLabStrings } from '@/lib/i18n/resources';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { loadTimeline } from '@/lib/laws/compare';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/cases'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('cases:title') };
}

// The case lab: any case ruled in every edition at once. The lab is an island (components/cases/LazyCaseLab.tsx)
// prerendered with its example case; the examples are a plain form, so they open without scripts too.
export default async function CasesPage({ params }: PageProps<'/[locale]/cases'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const example = exampleCase();
  // The page carries the quotes of the example's articles only; the lab fetches the others when it is live.
  const all = quotesFor(locale);
  const exampleQuotes: Partial<Record<Edition, EditionQuotes>> = {};
  for (const r of ruleEveryEdition(example)) {
    if (!r.ok) continue;
    exampleQuotes[r.edition] = Object.fromEntries(r.articles.flatMap((a) => {
      const q = quoteFor(a, all[r.edition]);
      return q ? [[q.id, q]] : [];
    }));
  }
  const list = examples(t);
  // "What changed" in the comparison pages' own words: each edition's headline changes (the timeline of /compare/).
  const headlines: Partial<Record<Edition, ChangeHeadline[]>> = Object.fromEntries(
    loadTimeline().flatMap((e) => (isEdition(e.edition) ? [[e.edition, e.headlines.map((h) => ({ part: h.part, paragraph: h.paragraph, text: h[locale] }))]] : [])),
  );
  return (
    <div className="cases-page">
      <h1>{t('cases:title')}</h1>
      <p className="lead">{t('cases:intro')}</p>
      <section aria-labelledby="cases-examples">
        <h2 id="cases-examples">{t('cases:examples.title')}</h2>
        <p>{t('cases:examples.intro')}</p>
        <ExamplesForm locale={locale} list={list} selected={EXAMPLE_ID} s={{ label: t('cases:examples.label'), open: t('cases:examples.open') }} />
      </section>
      <I18nProvider locale={locale} bundle={caseLabStrings(locale)}>
        <LazyCaseLab example={example} exampleQuotes={exampleQuotes} parts={partNames(locale)} headlines={headlines} />
      </I18nProvider>
    </div>
  );
}
