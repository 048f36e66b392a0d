import i18next, { type i18n, type Resource } from 'i18next';
import { writeSan } from '@/lib/chess/notation';
import { isLocale, type Locale } from '@/lib/languages';

export const namespaces = ['common', 'board', 'glossary', 'laws', 'compare'] as const;

// One i18next instance per language, initialised synchronously so server and client render the same text.
// The client receives only its own language's strings (`bundle`), never all three.
export function createI18n(locale: Locale, bundle: Resource[string]): i18n {
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
  // "{{san, move}}" writes a move given in the engine's SAN in the page's letters (Appendix C: Cf3, 0-0, e8D).
  instance.services.formatter?.add('move', (value: unknown, lng: string | undefined) => writeSan(String(value), isLocale(lng) ? lng : locale));
  return instance;
}

