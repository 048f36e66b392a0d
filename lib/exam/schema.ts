// The exam bank: content/exam/{area}.json, each file { "area": "...", "questions": [...] }, every text in the three
// languages. A question knows the editions its answer holds in (required: an author decides, never a default), the
// alignment topics it is about (so its article references print in each edition's numbering) and, for board
// questions, an arbiter case the rules engine rules on: the right choice is the one that agrees with the engine's
// ruling, never a stored letter (`expect` is the author's prediction, which the tests compare with the engine).
// Texts may hold {{move:Nf3}} (written in the reader's letters), {{art:topic.id}} (that topic's article citation
// in the edition shown) and {{art:topic.id@2009}} (its citation in the 2009 Laws, whatever edition is shown: for a
// sentence about that edition; validate.ts checks that a sentence naming editions cites their paragraphs).
import { z } from 'zod';
import { EDITIONS } from '@/lib/editions';
import { locales } from '@/lib/languages';
import { MODES, type CaseEvent } from '@/lib/rules/types';
import { choiceClaim } from '@/lib/scenarios/schema';

const edition = z.enum(EDITIONS);
export const localized = z.record(z.enum(locales), z.string().min(1));
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An answer that is the same in every edition shown, or one per edition (then the question is shown in those). */
const perEdition = <T extends z.ZodType>(t: T) => z.union([t, z.partialRecord(edition, t)]);

const common = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** alignment topic ids (content/laws/alignment.json); the first one decides the question's exam topic */
  topics: z.array(z.string()).min(1),
  /**
   * topics that decide the answer only in some editions (the one-minute penalty of 2018 B.2 and 2023 A.3, the
   * blitz illegal move of 2001 C3 and 2009 B3c): listed with that edition's references, after `topics`
   */
  editionTopics: z.partialRecord(edition, z.array(z.string()).min(1)).optional(),
  /** the editions the question and its answer hold in; with a per-edition answer, its keys must be these */
  editions: z.array(edition).min(1),
  /** the kinds of game the question holds for; a question about one mode says so in its prompt */
  modes: z.array(z.enum(MODES)).min(1).default(['standard', 'rapid', 'blitz']),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  prompt: localized,
  /** why, in plain words; where the answer differs by edition it states each */
  explanation: localized,
};

const single = z.object({ ...common, kind: z.literal('single'), choices: z.array(localized).min(2).max(5), answer: perEdition(z.number().int().min(0)) }).strict();
const multiple = z
  .object({ ...common, kind: z.literal('multiple'), choices: z.array(localized).min(3).max(6), answer: perEdition(z.array(z.number().int().min(0)).min(1)) })
  .strict();
const trueFalse = z.object({ ...common, kind: z.literal('true-false'), answer: perEdition(z.boolean()) }).strict();
/** "Which article says …": the choices are alignment topics, shown as the edition's article numbers. */
const article = z.object({ ...common, kind: z.literal('article'), choices: z.array(z.string()).min(3).max(5), answer: z.number().int().min(0) }).strict();
export const UNITS = ['minutes', 'seconds', 'moves', 'games', 'points', 'players'] as const;
const numeric = z.object({ ...common, kind: z.literal('numeric'), unit: z.enum(UNITS), answer: perEdition(z.number().min(0)) }).strict();


const board = z
  .object({
    ...common,
    kind: z.literal('board'),
    /** the case without its edition: the exam adds the edition shown */
    case: z
      .object({
        mode: z.enum(MODES),
        start: z.string(),
        clock: z.object({ white: z.number().min(0), black: z.number().min(0) }).strict().optional(),
        supervision: z.enum(['adequate', 'inadequate']).optional(),
        timeControl: z.object({ increment: z.number().optional(), lastPeriod: z.boolean().optional(), guidelinesIII: z.boolean().optional(), moves: z.number().optional() }).strict().optional(),
        /** the engine rules on the last event; the diagram shows the position before it */
        events: z.array(z.custom<CaseEvent>(isObject)).min(1),
      })
      .strict(),
    choices: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), claim: choiceClaim, text: localized }).strict()).min(2).max(5),
    /** the author's prediction of the engine's choice, per edition shown (checked by the tests, not shown) */
    expect: z.partialRecord(edition, z.string()),
  })
  .strict();

export const examQuestionSchema = z.discriminatedUnion('kind', [single, multiple, trueFalse, article, numeric, board]);
export const examFileSchema = z.object({ area: z.string().regex(/^[a-z0-9-]+$/), questions: z.array(examQuestionSchema).min(1) }).strict();

export type ExamQuestion = z.infer<typeof examQuestionSchema>;
export type BoardQuestion = Extract<ExamQuestion, { kind: 'board' }>;
