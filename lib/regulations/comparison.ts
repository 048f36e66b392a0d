// content/regulations/comparison.json: points the seed's 2007 texts and today's regulations both rule on, each side
// quoted from its source lines (or, for a text of the corpus, named by its paragraphs), with its date. Titles and
// notes are the course's own words in every reader's language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { corpusLanguages, locales, type Locale } from '../languages';

const inEveryLocale = z.object(Object.fromEntries(locales.map((l) => [l, z.string().min(10)])) as Record<Locale, z.ZodString>).strict();

const quotedSchema = z
  .object({
    code: z.string(),
    date: z.string().regex(/^\d{4}$/),
    language: z.enum(corpusLanguages),
    file: z.string(),
    quotes: z.array(z.object({ lines: z.tuple([z.number().int().positive(), z.number().int().positive()]), text: z.string().min(20) }).strict()).min(1),
  })
  .strict();

const corpusSideSchema = z.object({ regulation: z.string(), paragraphs: z.array(z.string()).min(1) }).strict();

export const comparisonSchema = z
  .object({
    about: z.string(),
    topics: z.array(
      z
        .object({
          topic: z.string().regex(/^[a-z0-9-]+$/),
          title: inEveryLocale,
          note: inEveryLocale,
          then: quotedSchema,
          now: z.union([corpusSideSchema, quotedSchema]),
        })
        .strict(),
    ),
  })
  .strict();

export type Comparison = z.infer<typeof comparisonSchema>;
export type QuotedSide = z.infer<typeof quotedSchema>;

let cached: Comparison | undefined;
export function loadComparison(): Comparison {
  cached ??= comparisonSchema.parse(JSON.parse(readFileSync(join(process.cwd(), 'content', 'regulations', 'comparison.json'), 'utf8')));
  return cached;
}

/** Text as the check compares it: spaces, hyphens and the extraction's „…‟ quote marks ignored. */
export const comparable = (s: string) => s.normalize('NFC').replace(/[\s\-\u00ad„‟“”"]+/g, '');
