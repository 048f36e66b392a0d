import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import '../globals.css';
import { DevNoServiceWorker } from '@/components/offline/DevNoServiceWorker';
import { SiteFooter, SiteHeader } from '@/components/site/SiteHeader';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { t } = getI18n(locale);
  return { title: { default: t('site.name'), template: `%s · ${t('site.name')}` }, description: t('site.description') };
}

// Root layout of every page in a language: <html lang> is the page's language.
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {children as ReactNode}
        </main>
        <SiteFooter locale={locale} />
        <DevNoServiceWorker />
      </body>
    </html>
  );
}
