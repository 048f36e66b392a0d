import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArbiterLessonBody } from '@/components/arbiter/ArbiterLessonBody';
import styles from '@/components/arbiter/ArbiterLesson.module.css';
import { arbiterLessons, arbiterNeighbours, findArbiterLesson } from '@/lib/arbiter/lessons';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { readRegulation, sourceText } from '@/lib/regulations/corpus';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => arbiterLessons.map((l) => ({ locale, slug: l.slug })));
}

type Props = PageProps<'/[locale]/arbiter/[slug]'>;

async function resolve(props: Props) {
  const { locale, slug } = await props.params;
  const lesson = findArbiterLesson(slug);
  if (!isLocale(locale) || !lesson) notFound();
  return { locale, lesson };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, lesson } = await resolve(props);
  return { title: lesson.title[locale], description: lesson.summary[locale] };
}

export default async function ArbiterLessonPage(props: Props) {
  const { locale, lesson } = await resolve(props);
  const { t } = getI18n(locale);
  const { previous, next } = arbiterNeighbours(lesson);
  return (
    <article className="lesson">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>{t('nav.home')}</a>
        <span aria-hidden="true"> › </span>
        <a href={`/${locale}/arbiter/`}>{t('arbiter:nav')}</a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{lesson.title[locale]}</span>
      </nav>
      <header className="lesson-header">
        <p className="eyebrow">{t(`arbiter:parts.${lesson.part}`)}</p>
        <h1 id="lesson-title">{lesson.title[locale]}</h1>
        <p>{lesson.summary[locale]}</p>
      </header>
      {/* The search indexes this section (scripts/search-index.mts), as it indexes the Laws lessons'. */}
      <section aria-labelledby="lesson-title">
        <ArbiterLessonBody slug={lesson.slug} locale={locale} />
      </section>
      <aside aria-labelledby="lesson-sources" className={styles.sources}>
        <h2 id="lesson-sources">{t('arbiter:sources')}</h2>
        <ul>
          {lesson.sources.map((id) => {
            const source = sourceText(id);
            const title = readRegulation(id, locale).translation?.title;
            return (
              <li key={id}>
                <a href={`/${locale}/regulations/${id}/`}>
                  {source.code} <span lang={title || source.language === locale ? undefined : source.language}>{title ?? source.title}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </aside>
      <nav aria-label={t('arbiter:neighbours')} className="lesson-neighbours">
        {previous && (
          <a href={`/${locale}/arbiter/${previous.slug}/`} rel="prev">
            ← {previous.title[locale]}
          </a>
        )}
        {next && (
          <a href={`/${locale}/arbiter/${next.slug}/`} rel="next">
            {next.title[locale]} →
          </a>
        )}
      </nav>
      <p>
        <a href={`/${locale}/arbiter/`}>{t('arbiter:back')}</a>
      </p>
    </article>
  );
}
