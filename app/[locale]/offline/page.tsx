import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { corpusEditions } from '@/lib/laws/corpus';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = PageProps<'/[locale]/offline'>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await props.params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('offline:page.title'), robots: { index: false } };
}

// What the service worker (lib/offline/sw.ts) shows, in the reader's language, for a page that is neither cached
// nor saved when the network is gone; precached with its scripts. Its links are the ways on that may still open.
export default async function OfflinePage(props: Props) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <article className="offline-page" data-testid="offline-page">
      <h1>{t('offline:page.title')}</h1>
      <p>{t('offline:page.body')}</p>
      {/* A form without an action asks for the address in the address bar again: it works without scripts. */}
      <form method="get">
        <button type="submit" className="button">{t('offline:page.retry')}</button>
      </form>
      <p>{t('offline:page.available')}</p>
      <ul>
        <li>
          <a href={`/${locale}/`}>{t('offline:page.home')}</a>
        </li>
        {[...corpusEditions()].reverse().map((edition) => (
          <li key={edition}>
            <a href={`/${locale}/laws/${edition}/`}>{t('laws:toc.title', { year: edition })}</a>
          </li>
        ))}
      </ul>
      <p>{t('offline:page.saveHint')}</p>
    </article>
  );
}
