'use client';

import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import { createI18n } from '@/lib/i18n/instance';
import type { Locale } from '@/lib/i18n/locales';

// Gives client components the page's language; the strings come from the server so nothing is fetched.
export function I18nProvider({ locale, bundle, children }: { locale: Locale; bundle: Resource[string]; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(locale, bundle));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
