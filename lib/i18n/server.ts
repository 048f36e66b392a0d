import type { i18n } from 'i18next';
import type { Locale } from '@/lib/languages';
import { createI18n } from './instance';
import { resources } from './resources';

const cache = new Map<Locale, i18n>();

// Translations for server components and the build, which may use every language.
export function getI18n(locale: Locale): i18n {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createI18n(locale, resources[locale]);
    cache.set(locale, instance);
  }
  return instance;
}
