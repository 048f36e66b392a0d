import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RulingsPractice } from '@/components/exam/RulingsPractice';
import { currentEdition, EDITIONS } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale } from '@/lib/languages';

export async function generateMetadata({ params }: PageProps<'/[locale]/exam/rulings'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('rulings:title') };
}

// Written rulings: prerendered with the edition chooser; an edition's rulings load as JSON.
export default async function RulingsPage({ params }: PageProps<'/[locale]/exam/rulings'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <div className="exam-page">
      <p>
        <a href={`/${locale}/exam/`}>{t('exam:title')}</a>
      </p>
      <h1>{t('rulings:title')}</h1>
      <p className="lead">{t('rulings:intro')}</p>
      <noscript>
        <p className="exam-noscript">{t('exam:needsScript')}</p>
      </noscript>
      <RulingsPractice
        base={`/${locale}/exam/`}
        editions={[...EDITIONS].filter((e) => e === '2009' || e === '2018' || e === '2023').reverse().map((id) => ({ id, label: t('rulings:editionOption', { year: id }) }))}
        defaultEdition={currentEdition}
        s={resources[locale].rulings}
      />
    </div>
  );
}
