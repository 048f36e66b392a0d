// The course glossary, read once and checked against its schema. Pure data: no React, no corpus.
import data from '../../content/glossary/terms.json';
import type { Locale } from '../languages';
import { glossarySchema, type GlossaryData, type GlossaryTerm } from './schema';

export const glossary: GlossaryData = glossarySchema.parse(data);

export const findTerm = (id: string): GlossaryTerm | undefined => glossary.terms.find((t) => t.id === id);

/** The terms in the reader's alphabetical order (accents and case ignored, as a dictionary sorts). */
export function termsInOrder(locale: Locale, tag: string): GlossaryTerm[] {
  const collator = new Intl.Collator(tag, { sensitivity: 'base' });
  return [...glossary.terms].sort((a, b) => collator.compare(a[locale].term, b[locale].term));
}
