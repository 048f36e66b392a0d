import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { loadLesson } from '@/components/lessons/loadLesson';
import { I18nProvider } from '@/components/site/I18nProvider';
import { findEdition, formatInForce } from '@/lib/editions';
import { findLesson, lessonPages } from '@/lib/content/lessons';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/i18n/locales';
import { clientStrings } from '@/lib/i18n/resources';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => lessonPages().map(({ edition, article }) => ({ locale, edition, article })));
}

type Props = PageProps<'/[locale]/laws/[edition]/[article]'>;

async function resolve(props: Props) {
  const { locale, edition: editionId, article } = await props.params;
  const edition = findEdition(editionId);
  const lesson = findLesson(editionId, article);
  if (!isLocale(locale) || !edition || !lesson) notFound();
  return { locale, edition, article, lesson, title: lesson.title[locale] };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, edition, article, title } = await resolve(props);
  const { t } = getI18n(locale);
  return { title: `${t('lesson.article', { article })}: ${title} (${edition.id})` };
}

export default async function ArticlePage(props: Props) {
  const { locale, edition, article, lesson, title } = await resolve(props);
  const { t } = getI18n(locale);
  const Content = await loadLesson(locale, lesson.slug);
  return (
    <article className="lesson">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <Link href={`/${locale}/`} prefetch={false}>
          {t('nav.home')}
        </Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{t('lesson.article', { article })}</span>
      </nav>
      <header className="lesson-header">
        <p className="eyebrow">{t('lesson.article', { article })}</p>
        <h1>{title}</h1>
        <p className="edition-line">{t('lesson.edition', { year: edition.id, date: formatInForce(edition, locale) })}</p>
        <nav aria-label={t('lesson.editionSwitcher')} className="edition-switcher">
          <span>{t('lesson.otherEditions')}</span>
          <ul>
            {Object.entries(lesson.articles).map(([e, a]) => (
              <li key={e}>
                {e === edition.id ? (
                  <span aria-current="page">{e}</span>
                ) : (
                  <Link href={`/${locale}/laws/${e}/${a}/`} prefetch={false}>
                    {e}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="prose">
        <I18nProvider locale={locale} bundle={clientStrings(locale)}>
          <Content />
        </I18nProvider>
      </div>
    </article>
  );
}
