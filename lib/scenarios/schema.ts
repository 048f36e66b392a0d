// Exercises (content/scenarios/*.json): a position, the side the learner plays, the opponent's scripted replies, a
// goal the rules engine decides, hints in every language, and the editions it applies to. Arbiter cases give what
// happened as case events and a set of rulings to choose from; the engine's ruling picks the right one.
// This schema is the one definition: the types in ./types are inferred from it. The browser never loads it.
import { z } from 'zod';
import { EDITIONS } from '@/lib/editions';
import { locales } from '@/lib/languages';
import { DECISIONS, MODES, REFUSAL_REASONS, RESULTS, TERMINATIONS, type CaseEvent, type RulingEntry } from '@/lib/rules/types';

const edition = z.enum(EDITIONS);
const uci = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
const square = z.string().regex(/^[a-h][1-8]$/);
const clock = z.object({ white: z.number().min(0), black: z.number().min(0) }).strict();
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Something the engine says about the learner's actions. */
const predicate = z.union([
  z.object({ decision: z.enum(DECISIONS), san: z.string().optional() }).strict(),
  z.object({ refusal: z.enum([...REFUSAL_REASONS, 'game-over']) }).strict(),
  z.object({ termination: z.enum(TERMINATIONS), result: z.enum(RESULTS).optional() }).strict(),
  z.object({ played: z.string() }).strict(),
  z.object({ moved: z.literal(true) }).strict(),
  /** the learner's move gives check (checkmate included) */
  z.object({ check: z.literal(true) }).strict(),
  /** after the learner's move, a piece of his (not the king) can (true) or cannot (false) be taken by the opponent */
  z.object({ hanging: z.boolean() }).strict(),
]);

/** An action of the learner, as written in scenario checks and end-to-end tests. */
const action = z.union([
  z.object({ move: uci }).strict(),
  z.object({ touch: square }).strict(),
  z.object({ adjust: square }).strict(),
  z.object({ claim: z.enum(['threefold', 'fifty-moves']), write: z.string().optional() }).strict(),
  z.object({ choose: z.string() }).strict(),
  /** a flag falls (the clock of that side reached zero) */
  z.object({ flag: z.enum(['white', 'black']) }).strict(),
]);

const text = z
  .object({
    title: z.string().min(3),
    /** what the learner is asked to do (play, touch, claim), or what happened (arbiter case) */
    task: z.string().min(10),
    hints: z.array(z.string().min(5)).min(1),
    success: z.string().min(5),
    /** one text per failure predicate, in the same order */
    failures: z.array(z.string().min(5)),
    /** arbiter cases: the text of each choice, by id */
    choices: z.record(z.string(), z.string().min(3)).optional(),
  })
  .strict();

/** What a chosen ruling says; it is right when the engine's ruling on the case agrees (exercises and exam questions). */
export const choiceClaim = z
  .object({
    decision: z.array(z.enum(DECISIONS)).min(1),
    /** the clock adjustment of that ruling; null: none */
    clock: z.object({ white: z.number().optional(), black: z.number().optional() }).strict().nullable().optional(),
    result: z.enum(RESULTS).nullable().optional(),
  })
  .strict();

const check = z
  .object({
    name: z.string(),
    actions: z.array(action),
    outcome: z.enum(['success', 'failure', 'playing']),
    /** editions to run it in (default: all the scenario's editions) */
    editions: z.array(edition).optional(),
    /** what the last action's ruling must include, per edition (compared with toMatchObject) */
    entry: z.partialRecord(edition, z.custom<Partial<RulingEntry>>(isObject)).optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    kind: z.enum(['play', 'touch', 'claim', 'arbiter']),
    editions: z.array(edition).min(1),
    mode: z.enum(MODES),
    start: z.string(),
    learner: z.enum(['white', 'black']),
    clock: clock.optional(),
    /** moves already played before the scenario (the game so far), UCI */
    prelude: z.array(uci),
    /** the opponent's scripted replies, UCI, played in order whenever it is the opponent's turn */
    replies: z.array(uci),
    /** first steps: stars on these squares, collected when a learner's piece lands there; all collected is a success */
    collect: z.array(square).min(1).optional(),
    /** first steps: the opponent passes, so the learner moves again (a check is answered by the king stepping aside) */
    pass: z.boolean().optional(),
    /** first steps: the most moves the learner may make; one more without success fails (the failure after the others) */
    limit: z.number().int().min(1).optional(),
    goal: z.array(predicate),
    failures: z.array(predicate),
    /** arbiter cases: what happened, as case events after the prelude (read by the engine, which refuses bad ones) */
    events: z.array(z.custom<CaseEvent>(isObject)).optional(),
    choices: z.array(z.object({ id: z.string(), claim: choiceClaim }).strict()).optional(),
    /** arbiter cases: the right choice per edition, as the author expects the engine to rule */
    answers: z.partialRecord(edition, z.string()).optional(),
    text: z.record(z.enum(locales), text),
    checks: z.array(check).min(1),
  })
  .strict();
