// "Check yourself" questions: content/quizzes/{lesson slug}.json, written once in the three languages.
// Article references are topics of content/laws/alignment.json, so each edition shows its own numbers.
import { z } from 'zod';
import { EDITIONS } from '@/lib/editions';
import { locales } from '@/lib/languages';

const text = z.record(z.enum(locales), z.string().min(1));

export const questionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  // The editions whose Laws the question and its answer are true for; absent: every edition where all its topics
  // exist.
  editions: z.array(z.enum(EDITIONS)).optional(),
  prompt: text,
  choices: z.array(text).min(2).max(5),
  // Index of the right choice.
  answer: z.number().int().min(0),
  // Why, in plain words; it must hold in every edition the question is shown for.
  explanation: text,
  // The rules the question is about (alignment topic ids); shown as that edition's article numbers.
  topics: z.array(z.string()).min(1),
});

export const quizSchema = z.object({ lesson: z.string(), questions: z.array(questionSchema).min(3).max(8) });

export type Question = z.infer<typeof questionSchema>;
export type Quiz = z.infer<typeof quizSchema>;
