import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { I18nProvider } from '@/components/site/I18nProvider';
import { LazyFirstSteps } from '@/components/firstSteps/LazyFirstSteps';
import { stageViews } from '@/components/firstSteps/stageViews';
import { firstStepsStrings } from '@/components/firstSteps/strings';
import { clientStrings } from '@/lib/i18n/resources';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/first-steps'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const s = firstStepsStrings[locale];
  return { title: s.title, description: s.lead };
}

// First steps: the basic rules as short levels with stars. The level's board comes first: nothing to read before
// the first move (the stage's words and the Laws come after it).
export default async function FirstStepsPage({ params }: PageProps<'/[locale]/first-steps'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const s = firstStepsStrings[locale];
  return (
    <div className="first-steps-page">
      <h1>{s.title}</h1>
      <I18nProvider locale={locale} bundle={clientStrings(locale)}>
        <LazyFirstSteps stages={stageViews(locale)} s={s} locale={locale} />
      </I18nProvider>
    </div>
  );
}
