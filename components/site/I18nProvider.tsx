'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Resource } from 'i18next';
import type { Locale } from '@/lib/languages';

export interface ClientStrings {
  locale: Locale;
  bundle: Resource[string];
}

const I18nContext = createContext<ClientStrings | null>(null);

// Gives interactive components the page's language and its strings, which come from the server with the page. The
// provider is light on purpose: i18next itself is loaded only with the code that uses it (a live board, see useT),
// so a page whose boards are not live yet, or that has none, loads no translation code.
export function I18nProvider({ locale, bundle, children }: { locale: Locale; bundle: Resource[string]; children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, bundle }}>{children}</I18nContext.Provider>;
}

export function useClientStrings(): ClientStrings {
  const strings = useContext(I18nContext);
  if (!strings) throw new Error('Translated components need an <I18nProvider> above them.');
  return strings;
}

// The page's language, for content that carries its own translations (scenario texts).
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? 'en';
}
