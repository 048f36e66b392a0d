import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintExam } from '@/components/exam/PrintExam';
import { examTopics } from '@/components/exam/topics';
import { currentEdition, EDITIONS } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale } from '@/lib/languages';

export async function generateMetadata({ params }: PageProps<'/[locale]/exam/print'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('exam:print.title') };
}

// A printable exam paper and answer key, drawn in the browser from the edition's questions.
export default async function PrintExamPage({ params }: PageProps<'/[locale]/exam/print'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <div className="exam-page">
      <h1 className="no-print">{t('exam:print.title')}</h1>
      <p className="lead no-print">{t('exam:print.intro')}</p>
      <noscript>
        <p className="exam-noscript">{t('exam:needsScript')}</p>
      </noscript>
      <PrintExam
        base={`/${locale}/exam/`}
        editions={[...EDITIONS].reverse().map((id) => ({ id, label: t('exam:setup.editionOption', { year: id }) }))}
        defaultEdition={currentEdition}
        topics={examTopics(locale)}
        s={resources[locale].exam}
      />
    </div>
  );
}
