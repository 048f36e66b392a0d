'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Resource, TFunction } from 'i18next';
import { createI18n } from '@/lib/i18n/instance';
import { isLocale, type Locale } from '@/lib/languages';

const I18nContext = createContext<ReturnType<typeof createI18n> | null>(null);

// Gives interactive components the page's language. The strings come from the server with the page, so nothing
// is fetched; a plain context keeps the browser bundle small (react-i18next would add a few KiB for this alone).
export function I18nProvider({ locale, bundle, children }: { locale: Locale; bundle: Resource[string]; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(locale, bundle));
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

// `t` bound to one namespace; keys of another are reached as "glossary:piece.q".
export function useT(ns: 'board' | 'glossary'): TFunction {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT() needs an <I18nProvider> above it.');
  return useMemo(() => i18n.getFixedT(null, ns), [i18n, ns]);
}

// The page's language, for content that carries its own translations (scenario texts).
export function useLocale(): Locale {
  const i18n = useContext(I18nContext);
  const lng = i18n?.language;
  return isLocale(lng) ? lng : 'en';
}
