// The written rulings' UI strings (locales/{locale}/rulings.json), passed to the browser as plain JSON like the exam's.
import type en from '@/locales/en/rulings.json';

export type RulingStrings = typeof en;
