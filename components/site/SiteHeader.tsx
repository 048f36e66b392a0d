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
        <a href={`/${locale}/`} className="brand">
          <span aria-hidden="true" className="brand-mark">
            ♞
          </span>
          <span>{t('site.name')}</span>
        </a>
        <nav aria-label={t('nav.site')} className="site-nav">
          <a href={`/${locale}/board/`}>
            {t('nav.board')}
          </a>
          <a href={`/${locale}/compare/`}>
            {t('compare:nav.link')}
          </a>
          <a href={`/${locale}/exam/`}>
            {t('exam:nav')}
          </a>
          <a href={`/${locale}/glossary/`}>{t('glossaryPage:nav')}</a>
          <a href={`/${locale}/ratings/`}>{t('ratings:nav')}</a>
        </nav>
        {/* A plain GET form: it works without JavaScript and loads none; the search page does the rest. */}
        <form role="search" action={`/${locale}/search/`} method="get" className="site-search" aria-label={t('search:header.label')}>
          <label htmlFor="site-search-q" className="visually-hidden">
            {t('search:header.label')}
          </label>
          <input id="site-search-q" type="search" name="q" placeholder={t('search:header.placeholder')} />
          <button type="submit">{t('search:header.submit')}</button>
        </form>
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
