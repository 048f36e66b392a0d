import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FaExam } from '@/components/exam/FaExam';
import { examTopics } from '@/components/exam/topics';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale } from '@/lib/languages';

export async function generateMetadata({ params }: PageProps<'/[locale]/exam/fa'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('rulings:fa.title') };
}

// The FA exam mode: prerendered with its setup; the paper's questions and rulings load as JSON.
export default async function FaExamPage({ params }: PageProps<'/[locale]/exam/fa'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <div className="exam-page">
      <p>
        <a href={`/${locale}/exam/`}>{t('exam:title')}</a>
      </p>
      <h1>{t('rulings:fa.title')}</h1>
      <noscript>
        <p className="exam-noscript">{t('exam:needsScript')}</p>
      </noscript>
      {/* The Laws' topics are the course's lessons; questions on any other topic belong to the other parts. */}
      <FaExam base={`/${locale}/exam/`} lawsTopics={examTopics(locale).map((x) => x.slug)} s={resources[locale].rulings} es={resources[locale].exam} />
    </div>
  );
}
