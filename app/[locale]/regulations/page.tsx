import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Comparison } from '@/components/regulations/Comparison';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { readRegulation, regulationTexts } from '@/lib/regulations/corpus';
import { inForceDate } from '@/lib/regulations/pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = PageProps<'/[locale]/regulations'>;

async function resolve(props: Props) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await resolve(props);
  return { title: getI18n(locale).t('laws:regulations.indexTitle') };
}

export default async function RegulationsIndex(props: Props) {
  const locale = await resolve(props);
  const { t } = getI18n(locale);
  return (
    <article className="laws-toc">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>{t('nav.home')}</a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{t('laws:regulations.indexTitle')}</span>
      </nav>
      <header className="lesson-header">
        <h1>{t('laws:regulations.indexTitle')}</h1>
        <p>{t('laws:regulations.indexIntro')}</p>
      </header>
      <ul className="regulation-list">
        {regulationTexts().map((text) => {
          const { translation, translatedCount, paragraphs } = readRegulation(text.id, locale);
          return (
            <li key={text.id}>
              <a href={`/${locale}/regulations/${text.id}/`}>
                <span className="toc-label">{text.code}</span> <span lang={translation ? undefined : text.language}>{translation?.title ?? text.title}</span>
              </a>
              <br />
              <span className="toc-missing">
                {text.language === 'en' ? t('laws:regulations.inForce', { date: inForceDate(text.inForce, locale) }) : t('laws:regulations.seedDate', { date: text.inForce })}
                {text.language === 'en' && locale !== 'en' && ` · ${t('laws:regulations.translated', { count: translatedCount, total: paragraphs.length })}`}
              </span>
            </li>
          );
        })}
      </ul>
      <Comparison locale={locale} t={t} />
    </article>
  );
}
