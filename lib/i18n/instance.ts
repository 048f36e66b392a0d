import i18next, { type i18n, type Resource } from 'i18next';
import type { Locale } from './locales';
import { namespaces, resources } from './resources';

// One i18next instance per language, initialised synchronously so server and client render the same text.
export function createI18n(locale: Locale, bundle: Resource[string] = resources[locale]): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: bundle },
    ns: [...namespaces],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    cache.set(locale, instance);
  }
  return instance;
}
