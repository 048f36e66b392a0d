import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EditionLine } from '@/components/laws/EditionLine';
import { EditionLinks } from '@/components/laws/EditionLinks';
import { OfficialText } from '@/components/laws/OfficialText';
import { titleBesideName } from '@/components/laws/partLabel';
import { LessonSection } from '@/components/lessons/LessonSection';
import { findLesson } from '@/lib/content/lessons';
import { findEdition } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { findPart } from '@/lib/laws/corpus';
import { counterpartPart, lawPages, partTitle, readsCourseTranslation } from '@/lib/laws/pages';

export const dynamicParams = false;


export function generateStaticParams() {
  return locales.flatMap((locale) => lawPages().map(({ edition, article }) => ({ locale, edition, article })));
}

type Props = PageProps<'/[locale]/laws/[edition]/[article]'>;

async function resolve(props: Props) {
  const { locale, edition: editionId, article } = await props.params;
  const edition = findEdition(editionId);
  const part = findPart(editionId, article);
  if (!isLocale(locale) || !edition || !part) notFound();
  const { t } = getI18n(locale);
  return { locale, edition, part, t, label: citation(editionId, part.id, locale), ...partTitle(part, locale) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { edition, label, title: printed } = await resolve(props);
  const title = titleBesideName(label, printed);
  return { title: `${label}${title ? `: ${title}` : ''} (${edition.id})` };
}

export default async function ArticlePage(props: Props) {
  const { locale, edition, part, t, label, title, language } = await resolve(props);
  const lesson = findLesson(edition.id, part.id);
  return (
    <article className="lesson">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>
          {t('nav.home')}
        </a>
        <span aria-hidden="true"> › </span>
        <a href={`/${locale}/laws/${edition.id}/`}>
          {edition.id}
        </a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{label}</span>
      </nav>
      <header className="lesson-header">
        <p className="eyebrow">{label}</p>
        <h1 lang={language && language !== locale ? language : undefined}>{title ?? label}</h1>
        <EditionLine edition={edition} locale={locale} t={t} />
        <EditionLinks
          label={t('laws:edition.switcher')}
          current={edition.id}
          href={(e) => {
            const target = counterpartPart(edition.id, part.id, e);
            return target && `/${locale}/laws/${e}/${target}/`;
          }}
          t={t}
        />
        <EditionLinks
          label={t('compare:nav.compareWith')}
          current={edition.id}
          includeCurrent={false}
          className="compare-with"
          href={(e) => {
            // Comparisons run from the older edition, named by its own part id.
            const [from, to] = e < edition.id ? [e, edition.id] : [edition.id, e];
            const article = from === edition.id ? part.id : counterpartPart(edition.id, part.id, from);
            return article && `/${locale}/compare/${from}/${to}/${article}/`;
          }}
          t={t}
        />
      </header>
      <section aria-labelledby="official-text" className="official-text">
        <h2 id="official-text">{readsCourseTranslation(edition.id, part, locale) ? t('laws:translation.heading') : t('laws:text.heading')}</h2>
        <OfficialText locale={locale} edition={edition.id} entry={part} t={t} />
      </section>
      {lesson && <LessonSection lesson={lesson} locale={locale} edition={edition.id} t={t} />}
      <p>
        <a href={`/${locale}/laws/${edition.id}/`}>
          {t('laws:toc.link', { year: edition.id })}
        </a>
      </p>
    </article>
  );
}
