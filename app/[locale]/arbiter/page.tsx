import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/arbiter/ArbiterLesson.module.css';
import { lessonsOfPart } from '@/lib/arbiter/lessons';
import { ARBITER_PARTS } from '@/lib/arbiter/schema';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = PageProps<'/[locale]/arbiter'>;

async function resolve(props: Props) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await resolve(props);
  return { title: getI18n(locale).t('arbiter:title') };
}

export default async function ArbiterIndex(props: Props) {
  const locale = await resolve(props);
  const { t } = getI18n(locale);
  return (
    <article className="laws-toc">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>{t('nav.home')}</a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{t('arbiter:nav')}</span>
      </nav>
      <header className="lesson-header">
        <h1>{t('arbiter:title')}</h1>
        <p>{t('arbiter:intro')}</p>
      </header>
      {ARBITER_PARTS.map((part) => {
        const lessons = lessonsOfPart(part);
        // A part without lessons yet is not announced.
        if (lessons.length === 0) return null;
        return (
          <section key={part} aria-labelledby={`part-${part}`}>
            <h2 id={`part-${part}`}>{t(`arbiter:parts.${part}`)}</h2>
            <p>
              {t(`arbiter:partIntro.${part}`)} ({t('arbiter:lessonCount', { count: lessons.length })})
            </p>
            <ol className={styles.lessonList}>
              {lessons.map((l) => (
                <li key={l.slug}>
                  <a href={`/${locale}/arbiter/${l.slug}/`}>{l.title[locale]}</a>
                  <p className={styles.summary}>{l.summary[locale]}</p>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      <section aria-labelledby="arbiter-tools">
        <h2 id="arbiter-tools">{t('arbiter:tools.title')}</h2>
        <ul>
          <li>
            <a href={`/${locale}/tournament/`}>{t('arbiter:tools.tournament')}</a>
          </li>
          <li>
            <a href={`/${locale}/tournament/round-robin/`}>{t('arbiter:tools.roundRobin')}</a>
          </li>
          <li>
            <a href={`/${locale}/arbiter/playoff-cases/`}>{t('arbiter:tools.playoffCases')}</a>
          </li>
          <li>
            <a href={`/${locale}/ratings/`}>{t('arbiter:tools.ratings')}</a>
          </li>
          <li>
            <a href={`/${locale}/regulations/`}>{t('arbiter:tools.regulations')}</a>
          </li>
          <li>
            <a href={`/${locale}/tournament/scoresheet/`}>{t('arbiter:tools.scoresheet')}</a>
          </li>
        </ul>
      </section>
    </article>
  );
}
