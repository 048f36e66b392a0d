import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RatingsCalculators } from '@/components/ratings/RatingsCalculators';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale, languageTag, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/ratings'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('ratings:title') };
}

// The ratings and norm calculators: the forms are prerendered; the calculators load with the first result asked for.
export default async function RatingsPage({ params }: PageProps<'/[locale]/ratings'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <div className="ratings-page">
      <h1>{t('ratings:title')}</h1>
      <p className="lead">{t('ratings:intro')}</p>
      <noscript>
        <p>{t('ratings:needsScript')}</p>
      </noscript>
      <RatingsCalculators s={resources[locale].ratings} tag={languageTag(locale)} />
    </div>
  );
}
