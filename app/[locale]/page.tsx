import Link from 'next/link';
import { notFound } from 'next/navigation';
import { lessonEdition, lessonParts, lessons } from '@/lib/content/lessons';
import { getI18n } from '@/lib/i18n/server';
import { isLocale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { corpusEditions } from '@/lib/laws/corpus';
import { findEdition } from '@/lib/editions';

export default async function CourseHome({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const path = lessons.map((l) => ({ entry: l, slug: l.slug, part: l.part, title: l.title[locale] }));
  const startArticle = path[0]?.part;
  const currentEdition = lessonEdition;
  const href = (edition: string, article: string) => `/${locale}/laws/${edition}/${article}/`;
  return (
    <div className="home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.intro')}</p>
        {startArticle && (
          <p>
            <Link className="button button-primary" href={href(currentEdition, startArticle)} prefetch={false}>
              {t('home.startHere')} →
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="lessons-title" className="path">
        <h2 id="lessons-title">{t('home.lessonsTitle')}</h2>
        <ol className="lesson-path">
          {path.map((l) => {
            const article = l.part;
            const others = corpusEditions().flatMap((e) => lessonParts(l.entry, e).slice(0, 1).map((a) => [e, a] as const));
            return (
              <li key={l.slug} className="lesson-card">
                {article && (
                  <Link href={href(currentEdition, article)} prefetch={false} className="lesson-card-link">
                    {t('home.lessonLink', { part: citation(currentEdition, article, locale), title: l.title })}
                  </Link>
                )}
                <p className="lesson-card-editions">
                  {t('home.editionsNote')}{' '}
                  {others.map(([e, a], i) => (
                    <span key={e}>
                      {i > 0 && ', '}
                      <Link href={href(e, a)} prefetch={false}>
                        {e}
                      </Link>
                    </span>
                  ))}
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="laws-title" className="path">
        <h2 id="laws-title">{t('laws:toc.homeTitle')}</h2>
        <p>{t('laws:toc.homeIntro')}</p>
        <ul className="edition-list">
          {corpusEditions().map((e) => (
            <li key={e}>
              <Link href={`/${locale}/laws/${e}/`} prefetch={false}>
                {t('laws:toc.title', { year: e })}
              </Link>{' '}
              <span className="edition-list-adopted">({findEdition(e)?.adoptedAt})</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience-title" className="audience">
        <h2 id="audience-title">{t('home.audienceTitle')}</h2>
        <ul className="audience-list">
          {(['beginners', 'coaches', 'arbiters'] as const).map((k) => (
            <li key={k}>{t(`home.audience.${k}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
