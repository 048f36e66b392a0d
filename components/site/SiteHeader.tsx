import { getI18n } from '@/lib/i18n/server';
import type { Locale } from '@/lib/languages';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SiteMenu } from './SiteMenu';

/**
 * The site's header: the course's name, the search box, and (behind a menu button on a narrow screen) the sections
 * and the language links. `idPrefix` keeps ids apart where a page holds one header per language (the 404 page);
 * `languageHome` makes the language links go to each language's home (the 404 page has no counterpart to go to).
 */
export function SiteHeader({ locale, idPrefix = 'site', languageHome = false }: { locale: Locale; idPrefix?: string; languageHome?: boolean }) {
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
        {/* A plain GET form: it works without JavaScript and loads none; the search page does the rest. */}
        <form role="search" action={`/${locale}/search/`} method="get" className="site-search" aria-label={t('search:header.label')}>
          <label htmlFor={`${idPrefix}-search-q`} className="visually-hidden">
            {t('search:header.label')}
          </label>
          <input id={`${idPrefix}-search-q`} type="search" name="q" placeholder={t('search:header.placeholder')} />
          <button type="submit">{t('search:header.submit')}</button>
        </form>
        <SiteMenu id={`${idPrefix}-menu`} label={t('nav.menu')}>
          {/* The sections; the calculators and the regulations are one step in, from the arbiter course. */}
          <nav aria-label={t('nav.site')} className="site-nav">
            <a href={`/${locale}/first-steps/`}>{t('nav.firstSteps')}</a>
            <a href={`/${locale}/board/`}>{t('nav.board')}</a>
            <a href={`/${locale}/cases/`}>{t('cases:nav')}</a>
            <a href={`/${locale}/arbiter/`}>{t('arbiter:nav')}</a>
            <a href={`/${locale}/compare/`}>{t('compare:nav.link')}</a>
            <a href={`/${locale}/exam/`}>{t('exam:nav')}</a>
            <a href={`/${locale}/glossary/`}>{t('glossaryPage:nav')}</a>
          </nav>
          <LanguageSwitcher locale={locale} label={t('nav.languageSwitcher')} home={languageHome} />
        </SiteMenu>
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
