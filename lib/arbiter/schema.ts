// The shape of an arbiter lesson's metadata (content/arbiter/meta/{slug}.json): the lessons beyond the Laws, on the
// FIDE regulations an arbiter applies. Pure: no file access, so tests and loaders share it.
import { z } from 'zod';
import { REGULATION_IDS } from '../regulations/corpus';

const inEveryLanguage = z.object({ pt: z.string().min(1), gl: z.string().min(1), en: z.string().min(1) }).strict();

/** The course's two parts beyond the Laws, in the order the index shows them. */
export const ARBITER_PARTS = ['tournament', 'ratings'] as const;
export type ArbiterPart = (typeof ARBITER_PARTS)[number];

export const arbiterMetaSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    part: z.enum(ARBITER_PARTS),
    // Place in its part (the index and prev/next follow it).
    order: z.number().int().positive(),
    // Titles and summaries live here, not in the MDX, so the index lists lessons without loading them.
    title: inEveryLanguage,
    summary: inEveryLanguage,
    // The regulation texts the lesson draws on (ids of lib/regulations/corpus.ts), linked from the lesson's page.
    sources: z.array(z.enum(REGULATION_IDS)).min(1),
  })
  .strict();

export type ArbiterLesson = z.infer<typeof arbiterMetaSchema>;
