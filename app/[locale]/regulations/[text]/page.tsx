import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RegulationParagraphs } from '@/components/regulations/RegulationParagraphs';
import { RegulationSource } from '@/components/regulations/RegulationSource';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { REGULATION_IDS, readRegulation } from '@/lib/regulations/corpus';
import { inForceDate } from '@/lib/regulations/pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => REGULATION_IDS.map((text) => ({ locale, text })));
}

type Props = PageProps<'/[locale]/regulations/[text]'>;

async function resolve(props: Props) {
  const { locale, text } = await props.params;
  if (!isLocale(locale) || !(REGULATION_IDS as readonly string[]).includes(text)) notFound();
  return { locale, ...readRegulation(text, locale) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { source, translation } = await resolve(props);
  return { title: `${source.code}: ${translation?.title ?? source.title}` };
}

export default async function RegulationPage(props: Props) {
  const { locale, source, translation, paragraphs, translatedCount } = await resolve(props);
  const { t } = getI18n(locale);
  const title = translation?.title ?? source.title;
  return (
    <article className="lesson">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <a href={`/${locale}/`}>{t('nav.home')}</a>
        <span aria-hidden="true"> › </span>
        <a href={`/${locale}/regulations/`}>{t('laws:regulations.indexTitle')}</a>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{source.code}</span>
      </nav>
      <header className="lesson-header">
        <p className="eyebrow">{source.code}</p>
        <h1 lang={translation || source.language === locale ? undefined : source.language}>{title}</h1>
        <p>
          {source.language === 'en' ? t('laws:regulations.inForce', { date: inForceDate(source.inForce, locale) }) : t('laws:regulations.seedDate', { date: source.inForce })}
          {source.approved && (
            <>
              {' · '}
              {t('laws:regulations.approved')}{' '}
              <span lang={source.language}>{source.approved}</span>
            </>
          )}
        </p>
        {source.language !== 'en' && (
          <p className="notice" role="note">
            {t('laws:regulations.seedNotice')}
          </p>
        )}
        {source.language === 'en' && locale !== 'en' && (
          <p className="notice" role="note">
            {translation ? t('laws:regulations.translationNotice') : t('laws:regulations.englishOnly')}{' '}
            {t('laws:regulations.translated', { count: translatedCount, total: paragraphs.length })}.
          </p>
        )}
      </header>
      <section aria-labelledby="regulation-text" className="official-text">
        <h2 id="regulation-text">{t('laws:regulations.contents')}</h2>
        <RegulationParagraphs paragraphs={paragraphs} locale={locale} t={t} />
      </section>
      <RegulationSource source={source} translation={translation} locale={locale} t={t} />
      <p>
        <a href={`/${locale}/regulations/`}>{t('laws:regulations.back')}</a>
      </p>
    </article>
  );
}
