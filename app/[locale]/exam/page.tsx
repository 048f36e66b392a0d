import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExamApp } from '@/components/exam/ExamApp';
import { ProgressPanel } from '@/components/exam/ProgressPanel';
import { examTopics, lessonLinks, regulationTopics } from '@/components/exam/topics';
import { currentEdition, EDITIONS } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale } from '@/lib/languages';
import { lessons } from '@/lib/content/lessons';

export async function generateMetadata({ params }: PageProps<'/[locale]/exam'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('exam:title') };
}

// Exam practice: the page is prerendered with its setup form; the questions of the edition chosen load as JSON.
export default async function ExamPage({ params }: PageProps<'/[locale]/exam'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const s = resources[locale].exam;
  return (
    <div className="exam-page">
      <h1>{t('exam:title')}</h1>
      <p className="lead">{t('exam:intro')}</p>
      <noscript>
        <p className="exam-noscript">{t('exam:needsScript')}</p>
      </noscript>
      <ExamApp
        base={`/${locale}/exam/`}
        editions={[...EDITIONS].reverse().map((id) => ({ id, label: t('exam:setup.editionOption', { year: id }) }))}
        defaultEdition={currentEdition}
        topics={[...examTopics(locale).map((t) => ({ ...t, part: 'laws' })), ...regulationTopics(locale)]}
        s={s}
      />
      <ul>
        <li>
          <a href={`/${locale}/exam/fa/`}>{t('rulings:faLink')}</a>
        </li>
        <li>
          <a href={`/${locale}/exam/rulings/`}>{t('rulings:link')}</a>
        </li>
        <li>
          <a href={`/${locale}/exam/print/`}>{t('exam:print.link')}</a>
        </li>
      </ul>
      <ProgressPanel s={s.progress} lessonCount={lessons.length} locale={locale} lessonLinks={lessonLinks(locale)} />
    </div>
  );
}
