import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchApp } from '@/components/search/SearchApp';
import { currentEdition, EDITIONS } from '@/lib/editions';
import { falseFriendsFor } from '@/lib/glossary/search';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale, readingOrder } from '@/lib/languages';

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('search:title') };
}

// The search page, prerendered per language with its form; the island reads ?q= and loads the index when there
// is something to search for.
export default async function SearchPage({ params }: PageProps<'/[locale]/search'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <div className="search-page">
      <h1>{t('search:title')}</h1>
      <p className="lead">{t('search:intro')}</p>
      <noscript>
        <p className="notice">{t('search:status.noscript')}</p>
      </noscript>
      <SearchApp
        locale={locale}
        editions={[...EDITIONS].reverse()}
        jumpEdition={currentEdition}
        languages={readingOrder(locale)}
        falseFriends={falseFriendsFor(locale)}
        s={resources[locale].search}
      />
    </div>
  );
}
