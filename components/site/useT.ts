'use client';

import { useMemo } from 'react';
import type { i18n, Resource, TFunction } from 'i18next';
import { createI18n } from '@/lib/i18n/instance';
import { useClientStrings } from './I18nProvider';

// One i18next instance per bundle of strings (a page has one), made when the first live component asks for it.
const instances = new WeakMap<Resource[string], i18n>();

// `t` bound to one namespace; keys of another are reached as "glossary:piece.q".
export function useT(ns: 'board' | 'glossary' | 'coach' | 'cases'): TFunction {
  const { locale, bundle } = useClientStrings();
  return useMemo(() => {
    let instance = instances.get(bundle);
    if (!instance) {
      instance = createI18n(locale, bundle);
      instances.set(bundle, instance);
    }
    return instance.getFixedT(null, ns);
  }, [bundle, locale, ns]);
}
