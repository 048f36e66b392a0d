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


/** An arbiter case on a board without its edition (board questions and written rulings): the engine rules on its
 * last event; the diagram shows the position before it. */
export const boardCase = z
  .object({
    mode: z.enum(MODES),
    start: z.string(),
    clock: z.object({ white: z.number().min(0), black: z.number().min(0) }).strict().optional(),
    supervision: z.enum(['adequate', 'inadequate']).optional(),
    timeControl: z.object({ increment: z.number().optional(), lastPeriod: z.boolean().optional(), guidelinesIII: z.boolean().optional(), moves: z.number().optional() }).strict().optional(),
    events: z.array(z.custom<CaseEvent>(isObject)).min(1),
  })
  .strict();

const board = z
  .object({
    ...common,
    kind: z.literal('board'),
    /** the case without its edition: the exam adds the edition shown */
    case: boardCase,
    choices: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), claim: choiceClaim, text: localized }).strict()).min(2).max(5),
    /** the author's prediction of the engine's choice, per edition shown (checked by the tests, not shown) */
    expect: z.partialRecord(edition, z.string()),
  })
  .strict();

export const examQuestionSchema = z.discriminatedUnion('kind', [single, multiple, trueFalse, article, numeric, board]);
export const examFileSchema = z.object({ area: z.string().regex(/^[a-z0-9-]+$/), questions: z.array(examQuestionSchema).min(1) }).strict();

export type ExamQuestion = z.infer<typeof examQuestionSchema>;
export type BoardQuestion = Extract<ExamQuestion, { kind: 'board' }>;

// Regulation questions: about FIDE regulations in force (content/regulations), not about an edition of the Laws. A
// file of them says which part of the exam it belongs to ("part": "tournaments" or "ratings"); its questions name
// the texts they are about (`regulations`, no `editions`) and cite paragraphs as {{reg:c07/16.5}} ("C.07 16.5",
// linked to the paragraph in the reader's language). A "computed" question carries a case a calculator of
// lib/tournament or lib/ratings works out (regulationCheck.ts): the right choice is the one equal to its result,
// never a stored letter (`answer` is the author's, which the tests compare with the calculator).
export const PARTS = ['laws', 'tournaments', 'ratings'] as const;
export type ExamPart = (typeof PARTS)[number];

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const crosstableRow = z.object({ rating: whole(0, 3000).optional(), results: z.string() }).strict();
export const regulationCase = z.discriminatedUnion('calc', [
  /** a crosstable in the calculator's tokens (4w1, 5b=, 3w+, H, F, U, Z), a C.07 tie-break list, a player */
  z
    .object({
      calc: z.literal('tiebreak'),
      crosstable: z.array(crosstableRow).min(2).max(12),
      system: z.enum(['swiss', 'round-robin']).optional(),
      tieBreaks: z.string(),
      player: whole(1, 12),
      /** the player's rank, or the value of one tie-break of the list (as written there) */
      value: z.string(),
    })
    .strict(),
  /** the Berger table: whom `player` meets in `round`, who has White in that game, or on which board */
  z
    .object({ calc: z.literal('berger'), players: whole(3, 24), round: whole(1, 46), player: whole(1, 24), double: z.boolean().optional(), value: z.enum(['opponent', 'white', 'board']) })
    .strict(),
  /** a case of `npm run ratings` (lib/ratings/README.md) and the field of its result asked for ("change", "games.1.expected") */
  z.object({ calc: z.literal('ratings'), case: z.record(z.string(), z.unknown()), value: z.string().regex(/^[a-zA-Z]+(\.\d+\.[a-zA-Z]+)?$/) }).strict(),
]);
export type RegulationCase = z.infer<typeof regulationCase>;

const regulationCommon = {
  id: common.id,
  /** the texts it is about (content/regulations ids); the first one is its exam topic */
  regulations: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
  modes: common.modes,
  difficulty: common.difficulty,
  prompt: localized,
  /** why, citing the paragraphs ({{reg:text/paragraph}}); a computed answer's explanation shows the working */
  explanation: localized,
};
const regSingle = z.object({ ...regulationCommon, kind: z.literal('single'), choices: z.array(localized).min(2).max(5), answer: z.number().int().min(0) }).strict();
const regMultiple = z.object({ ...regulationCommon, kind: z.literal('multiple'), choices: z.array(localized).min(3).max(6), answer: z.array(z.number().int().min(0)).min(1) }).strict();
const regTrueFalse = z.object({ ...regulationCommon, kind: z.literal('true-false'), answer: z.boolean() }).strict();
export const REGULATION_UNITS = ['points', 'rating-points', 'percent', 'players', 'games', 'player', 'board'] as const;
const computed = z
  .object({ ...regulationCommon, kind: z.literal('computed'), unit: z.enum(REGULATION_UNITS), choices: z.array(z.number()).min(3).max(5), answer: z.number().int().min(0), case: regulationCase })
  .strict();

export const regulationQuestionSchema = z.discriminatedUnion('kind', [regSingle, regMultiple, regTrueFalse, computed]);
export const regulationFileSchema = z
  .object({ area: z.string().regex(/^[a-z0-9-]+$/), part: z.enum(['tournaments', 'ratings']), questions: z.array(regulationQuestionSchema).min(1) })
  .strict();

export type RegulationQuestion = z.infer<typeof regulationQuestionSchema>;
export type ComputedQuestion = Extract<RegulationQuestion, { kind: 'computed' }>;

/** A file of the bank: a regulation file says its part; a Laws file does not. */
export const isRegulationFile = (data: unknown) => typeof data === 'object' && data !== null && 'part' in data;
