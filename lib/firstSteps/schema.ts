// First steps (/{locale}/first-steps/): the basic rules as short levels for beginners and children, one stage per
// idea (content/first-steps/{stage}.json). A level is an exercise written as data, played by the exercise runner
// (lib/scenarios/run.ts) and ruled by the engine: its goal and failures are predicates over the engine's rulings, in
// the exercises' own vocabulary, plus stars on squares to collect. This schema is the one definition of a stage; the
// types are inferred from it and defaults are filled here. Parsed at build; the browser never loads it.
import { z } from 'zod';
import { locales } from '@/lib/languages';
import { scenarioSchema } from '@/lib/scenarios/schema';

const exercise = scenarioSchema.shape;
const square = z.string().regex(/^[a-h][1-8]$/);
const action = exercise.checks.element.shape.actions.element;

const levelText = z
  .object({
    /** the one short sentence a child is told (spoken first); the stage's goal when left out */
    goal: z.string().min(5).max(140).optional(),
    /** said on success; the stage's when left out */
    success: z.string().min(3).max(160).optional(),
    /** one text per failure predicate, in the same order */
    failures: z.array(z.string().min(5).max(200)).default([]),
  })
  .strict();

export const levelSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** the position (FEN); the learner is the side to move unless `learner` says otherwise */
    fen: z.string(),
    learner: z.enum(['white', 'black']).default('white'),
    /** moves already played (UCI): an opponent's double step before an en passant capture, a repetition so far */
    prelude: exercise.prelude.default([]),
    /** stars to collect: a learner's piece landing on a square takes its star; all taken is a success */
    collect: z.array(square).min(1).optional(),
    /** the most moves the learner may make */
    limit: z.number().int().min(1).max(12),
    /** the opponent's scripted replies (UCI), in order; with stars, the opponent passes instead */
    replies: exercise.replies.default([]),
    goal: exercise.goal.default([]),
    failures: exercise.failures.default([]),
    /** touch-move: the hand's tools (touch, adjust, move) */
    hand: z.boolean().default(false),
    /** claim buttons (a draw by repetition) */
    claims: z.boolean().default(false),
    /** clocks, seconds left for each side */
    clock: exercise.clock,
    /** what a learner does to succeed: played through the engine by the content test, in every language */
    solution: z.array(action).min(1),
    /** moves for three stars; the solution's when left out */
    par: z.number().int().min(1).optional(),
    text: z.record(z.enum(locales), levelText).optional(),
  })
  .strict()
  .refine((l) => l.collect || l.goal.length > 0, { message: 'a level needs stars to collect or a goal' });

const stageText = z
  .object({
    title: z.string().min(3).max(40),
    /** the goal every level of the stage has unless it says its own: one short sentence, read aloud */
    goal: z.string().min(5).max(140),
    success: z.string().min(3).max(160),
    /** what the Laws say, in a child's words (shown after the board, with the link to the article's lesson) */
    law: z.string().min(10).max(400),
  })
  .strict();

export const stageSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** the paragraph of the Laws in force (2023) the stage introduces, by its number there ("3.3") */
    paragraph: z.string().regex(/^[0-9A-Z][0-9A-Za-z.+-]*$/),
    text: z.record(z.enum(locales), stageText),
    levels: z.array(levelSchema).min(3).max(8),
  })
  .strict();

export type Stage = z.infer<typeof stageSchema>;
export type Level = z.infer<typeof levelSchema>;
export type StageText = z.infer<typeof stageText>;
