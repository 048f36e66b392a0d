import type { Metadata } from 'next';
import './globals.css';
import { getI18n } from '@/lib/i18n/server';
import { localeNames, locales } from '@/lib/languages';

export const metadata: Metadata = {
  title: 'Página não encontrada · Non se atopou a páxina · Page not found',
  robots: { index: false },
};

// One 404 page serves every address (a static host has a single 404.html). It is written in all three
// languages; a small script shows the one of the address (/pt/…, /gl/…, /en/…) and sets <html lang>.
const pickLanguage = `(function(){var l=location.pathname.split('/')[1];var ok=${JSON.stringify(locales)};
if(ok.indexOf(l)<0)return;document.documentElement.lang=l;document.documentElement.dataset.locale=l;})();`;

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <head>
        <script dangerouslySetInnerHTML={{ __html: pickLanguage }} />
      </head>
      <body>
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
      </body>
    </html>
  );
}
