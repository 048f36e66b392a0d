import type { Metadata } from 'next';
import './globals.css';
import { NotFoundTitle } from '@/components/site/NotFoundTitle';
import { SiteFooter, SiteHeader } from '@/components/site/SiteHeader';
import { getI18n } from '@/lib/i18n/server';
import { localeNames, locales } from '@/lib/languages';

// One title, in the language of <html lang="en">: a title in three languages at once is read out in one voice and
// is long in a tab. The static export cannot know the address at build time, so the page is built in English
// (title and lang) with the body in all three languages, and the script below, which runs in <head> before the
// page is shown, switches title and lang to the address's language (/pt/…, /gl/…, /en/…) and hides the others.
// Without scripts, or at an address with no language (/xx/), the reader gets the English title and all three texts,
// each marked with its lang.
export const metadata: Metadata = {
  title: getI18n('en').t('notFound.title'),
  robots: { index: false },
};

const titles = Object.fromEntries(locales.map((l) => [l, getI18n(l).t('notFound.title')]));
const pickLanguage = `(function(){var l=location.pathname.split('/')[1];var titles=${JSON.stringify(titles)};
if(!Object.prototype.hasOwnProperty.call(titles,l))return;var h=document.documentElement;h.lang=l;h.dataset.locale=l;document.title=titles[l];})();`;

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <head>
        <script dangerouslySetInnerHTML={{ __html: pickLanguage }} />
      </head>
      <body>
        <NotFoundTitle titles={titles} />
        {/* The site's frame in each language (header, menu, search, language links); the address's language is
            shown, English where the address has none. */}
        {locales.map((l) => (
          <div key={l} lang={l} className="not-found-frame" data-locale={l}>
            <SiteHeader locale={l} idPrefix={`site-${l}`} languageHome />
          </div>
        ))}
        <main id="main" className="not-found">
          <p aria-hidden="true" className="chooser-mark">
            ♞
          </p>
          {locales.map((l) => {
            const { t } = getI18n(l);
            return (
              <section key={l} lang={l} className="not-found-block" data-locale={l}>
                <h1>{t('notFound.title')}</h1>
                <p>{t('notFound.body')}</p>
                <p>
                  <a className="button button-primary" href={`/${l}/`} hrefLang={l}>
                    {t('notFound.home')}
                  </a>
                  <span className="not-found-lang"> ({localeNames[l]})</span>
                </p>
              </section>
            );
          })}
        </main>
        {locales.map((l) => (
          <div key={l} lang={l} className="not-found-frame" data-locale={l}>
            <SiteFooter locale={l} />
          </div>
        ))}
      </body>
    </html>
  );
}
