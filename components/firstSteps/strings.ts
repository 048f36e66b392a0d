// The first-steps page's own words, per language (locales/{locale}/firstSteps.json).
import type { Locale } from '@/lib/languages';
import pt from '@/locales/pt/firstSteps.json';
import gl from '@/locales/gl/firstSteps.json';
import en from '@/locales/en/firstSteps.json';
import type { FirstStepsStrings } from './types';

export const firstStepsStrings: Record<Locale, FirstStepsStrings> = { pt, gl, en };
