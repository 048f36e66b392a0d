import { getI18n } from '@/lib/i18n/server';
import { localeNames, locales } from '@/lib/languages';

// The course's name in each language, said once where two languages spell it alike.
const titles = locales
  .map((l) => ({ l, name: getI18n(l).t('site.name') }))
  .filter((x, i, all) => all.findIndex((y) => y.name === x.name) === i);

export default function LanguageChooser() {
  return (
    <main id="main" className="chooser">
      <div className="chooser-inner">
        <p aria-hidden="true" className="chooser-mark">
          ♞
        </p>
        <h1>
          {titles.map(({ l, name }, i) => (
            <span key={l} lang={l} className="chooser-title">
              {i > 0 && <span aria-hidden="true"> · </span>}
              {name}
            </span>
          ))}
        </h1>
        <ul className="chooser-list">
          {locales.map((l) => {
            const { t } = getI18n(l);
            return (
              <li key={l} lang={l}>
                <a href={`/${l}/`} hrefLang={l} className="chooser-card">
                  <span className="chooser-lang">{localeNames[l]}</span>
                  <span className="chooser-intro">{t('chooser.intro')}</span>
                  <span className="chooser-enter">{t('chooser.enter')} →</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}
