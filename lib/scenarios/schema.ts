// The schema of content/scenarios/*.json (zod), used by the content test. The browser never loads it.
import { z } from 'zod';
import { EDITIONS, MODES } from '@/lib/rules';

const edition = z.enum(EDITIONS);
const uci = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
const clock = z.object({ white: z.number().min(0), black: z.number().min(0) }).strict();
const predicate = z.union([
  z.object({ decision: z.string(), san: z.string().optional() }).strict(),
  z.object({ refusal: z.string() }).strict(),
  z.object({ termination: z.string(), result: z.enum(['1-0', '0-1', '1/2-1/2']).optional() }).strict(),
  z.object({ played: z.string() }).strict(),
  z.object({ moved: z.literal(true) }).strict(),
]);
const action = z.union([
  z.object({ move: uci }).strict(),
  z.object({ touch: z.string().regex(/^[a-h][1-8]$/) }).strict(),
  z.object({ adjust: z.string().regex(/^[a-h][1-8]$/) }).strict(),
  z.object({ claim: z.enum(['threefold', 'fifty-moves']), write: z.string().optional() }).strict(),
  z.object({ choose: z.string() }).strict(),
]);
const text = z
  .object({
    title: z.string().min(3),
    task: z.string().min(10),
    hints: z.array(z.string().min(5)).min(1),
    success: z.string().min(5),
    failures: z.array(z.string().min(5)),
    choices: z.record(z.string(), z.string().min(3)).optional(),
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
    prelude: z.array(uci),
    replies: z.array(uci),
    goal: z.array(predicate),
    failures: z.array(predicate),
    events: z.array(z.record(z.string(), z.unknown())).optional(),
    choices: z
      .array(
        z
          .object({
            id: z.string(),
            claim: z
              .object({
                decision: z.array(z.string()).min(1),
                clock: z.union([z.record(z.string(), z.number()), z.null()]).optional(),
                result: z.union([z.enum(['1-0', '0-1', '1/2-1/2']), z.null()]).optional(),
              })
              .strict(),
          })
          .strict(),
      )
      .optional(),
    answers: z.record(z.string(), z.string()).optional(),
    text: z.object({ en: text, pt: text, gl: text }).strict(),
    checks: z
      .array(
        z
          .object({
            name: z.string(),
            actions: z.array(action),
            outcome: z.enum(['success', 'failure', 'playing']),
            editions: z.array(edition).optional(),
            entry: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
