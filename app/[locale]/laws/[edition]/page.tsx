import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EditionLine } from '@/components/laws/EditionLine';
import { EditionLinks } from '@/components/laws/EditionLinks';
import { titleBesideName } from '@/components/laws/partLabel';
import { SaveEdition } from '@/components/offline/SaveEdition';
import { saveEditionLabels } from '@/components/offline/saveEditionLabels';
import { findEdition } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, languageTag, locales } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { corpusEditions, partsOf } from '@/lib/laws/corpus';
import { languageNames, partSection, partTitle } from '@/lib/laws/pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => corpusEditions().map((edition) => ({ locale, edition })));
}

type Props = PageProps<'/[locale]/laws/[edition]'>;

async function resolve(props: Props) {
  const { locale, edition: id } = await props.params;
  const edition = findEdition(id);
  if (!isLocale(locale) || !edition) notFound();
  return { locale, edition };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, edition } = await resolve(props);
  return { title: getI18n(locale).t('laws:toc.title', { year: edition.id }) };
}

export default async function EditionContents(props: Props) {
  const { locale, edition } = await resolve(props);
  const { t } = getI18n(locale);
  const parts = partsOf(edition.id);
  const languages = languageNames(edition.id, (l) => t(`laws:language.${l}`), t('laws:translation.label'));
  return (
    <article className="laws-toc">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>
          {t('nav.home')}
        </a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{edition.id}</span>
      </nav>
      <header className="lesson-header">
        <h1>{t('laws:toc.title', { year: edition.id })}</h1>
        <EditionLine edition={edition} locale={locale} t={t} />
        <p>{t('laws:toc.intro')}</p>
        <p>{t('laws:toc.languages', { languages: languages.join(', ') })}</p>
      </header>
      <ol className="toc-list">
        {parts.map((part, i) => {
          const { title, language } = partTitle(part, locale);
          const missingEverywhere = Object.values(part.byLanguage).every((p) => p?.missing);
          // A section heading where the section changes (the sources print it once, before its first part), in
          // the reader's language when that text prints one, else marked with the language it is in.
          const section = partSection(part, locale);
          const previous = parts.slice(0, i).reverse().map((p) => partSection(p, locale).section).find(Boolean);
          const heading = section.section && section.section !== previous ? section : undefined;
          const label = citation(edition.id, part.id, locale);
          const shownTitle = titleBesideName(label, title);
          return (
            <li key={part.id}>
              {heading && (
                <p className="toc-section" lang={heading.language !== locale ? heading.language : undefined}>
                  {heading.section}
                </p>
              )}
              <a href={`/${locale}/laws/${edition.id}/${part.id}/`}>
                <span className="toc-label">{label}</span>{' '}
                {shownTitle && (
                  <span className="toc-title" lang={language !== locale ? language : undefined}>
                    {shownTitle}
                  </span>
                )}
              </a>
              {missingEverywhere && <span className="toc-missing"> ({t('laws:toc.missingPart')})</span>}
            </li>
          );
        })}
      </ol>
      <SaveEdition locale={locale} edition={edition.id} tag={languageTag(locale)} labels={saveEditionLabels(t, edition.id)} />
      <EditionLinks label={t('laws:toc.allEditions')} current={edition.id} href={(e) => `/${locale}/laws/${e}/`} t={t} />
    </article>
  );
}
