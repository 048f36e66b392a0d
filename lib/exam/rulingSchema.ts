// Written rulings: content/exam/rulings/{area}.json, each file { "area": "...", "rulings": [...] }. A case (in
// words, on a board where a position helps) that the candidate answers in their own words, as the FA exam asks
// ("What does the arbiter do? Explain your answer"), and a model answer split into elements, each with its marks and
// the paragraphs that carry it, as an examiner's marking scheme gives them. The candidate answers in parts: the
// machine marks the decision, clock changes and result (from the engine, on a board case) and the articles (from the
// alignment) against a key derived at build time (rulingKey.ts, partMarks.ts), and the candidate ticks the other
// elements their written reason holds; the score is the sum of the parts' marks. An element that holds only in some editions names them (the
// ruling changed), so each edition has its own scheme. On a board case the element that states the decision carries
// a `claim` in the engine's vocabulary: it must agree with the engine's ruling in every edition it is shown in
// (rulingValidate.ts), as a board question's right choice must.
import { z } from 'zod';
import { EDITIONS } from '@/lib/editions';
import { MODES } from '@/lib/rules/types';
import { choiceClaim } from '@/lib/scenarios/schema';
import { boardCase, localized } from './schema';

const edition = z.enum(EDITIONS);

const element = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** what the examiner gives for it: 1 or 2 marks */
    marks: z.union([z.literal(1), z.literal(2)]),
    /** the element as a model answer words it; may hold {{art:…}} and {{move:…}} */
    text: localized,
    /** alignment topics whose paragraphs carry it, printed in the numbering of the edition shown */
    articles: z.array(z.string()).default([]),
    /** the editions it belongs to the answer in (absent: every edition of the ruling) */
    editions: z.array(edition).min(1).optional(),
    /** board cases: the decision this element states, checked against the engine's ruling on the last event */
    claim: choiceClaim.optional(),
  })
  .strict();

export const writtenRulingSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** alignment topics; the first decides the exam topic (a lesson), as for questions */
    topics: z.array(z.string()).min(1),
    editions: z.array(edition).min(1),
    modes: z.array(z.enum(MODES)).min(1),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** the case on a board, without its edition (as a board question's); the diagram shows the position before the last event */
    case: boardCase.optional(),
    /**
     * a position shown without events for the engine, where the case turns on something it does not rule (an
     * adjourned game): the diagram, nothing machine-marked from it. Not with `case`.
     */
    position: z.object({ fen: z.string().min(1) }).strict().optional(),
    /** the case in words, ending with what is asked */
    prompt: localized,
    elements: z.array(element).min(2).max(8),
    /** a note shown with the model answer (why candidates lose marks here); optional */
    note: localized.optional(),
  })
  .strict();

export const rulingFileSchema = z.object({ area: z.string().regex(/^[a-z0-9-]+$/), rulings: z.array(writtenRulingSchema).min(1) }).strict();

export type WrittenRuling = z.infer<typeof writtenRulingSchema>;
export type RulingElement = WrittenRuling['elements'][number];
