import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlayoffCases } from '@/components/arbiter/PlayoffCases';
import { getI18n } from '@/lib/i18n/server';
import { resources } from '@/lib/i18n/resources';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = PageProps<'/[locale]/arbiter/playoff-cases'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: resources[locale].playoff.title };
}

// The seed's twelve play-off cases of 2007, as printed, translated by the course, beside today's C.07 Article 3.
export default async function PlayoffCasesPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  return (
    <article className="lesson">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>{t('nav.home')}</a>
        <span aria-hidden="true"> › </span>
        <a href={`/${locale}/arbiter/`}>{t('arbiter:nav')}</a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{resources[locale].playoff.title}</span>
      </nav>
      <PlayoffCases locale={locale} t={t} />
    </article>
  );
}
