import Link from 'next/link';
import { getI18n } from '@/lib/i18n/server';
import type { Locale } from '@/lib/languages';
import { LanguageSwitcher } from './LanguageSwitcher';

export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = getI18n(locale);
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <div className="site-header-inner">
        <Link href={`/${locale}/`} className="brand" prefetch={false}>
          <span aria-hidden="true" className="brand-mark">
            ♞
          </span>
          <span>{t('site.name')}</span>
        </Link>
        <nav aria-label={t('nav.site')} className="site-nav">
          <Link href={`/${locale}/board/`} prefetch={false}>
            {t('nav.board')}
          </Link>
          <Link href={`/${locale}/compare/`} prefetch={false}>
            {t('compare:nav.link')}
          </Link>
        </nav>
        <LanguageSwitcher locale={locale} label={t('nav.languageSwitcher')} />
      </div>
    </header>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = getI18n(locale);
  return (
    <footer className="site-footer">
      <p>{t('footer.text')}</p>
    </footer>
  );
}
