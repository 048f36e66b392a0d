// The questions of a quiz that hold in one edition, in one language, with that edition's article numbers.
import type { Locale } from '@/lib/languages';
import { renderMoves } from '@/lib/scenarios/text';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { articlesFor } from '../laws/pages';
import { quizSchema, type Question } from './schema';

export interface ShownQuestion {
  id: string;
  prompt: string;
  choices: string[];
  answer: number;
  explanation: string;
  // Paragraph ids of this edition ("9.5.3"), one or more per topic.
  articles: string[];
}

export function loadQuiz(slug: string) {
  const file = join(process.cwd(), 'content', 'quizzes', `${slug}.json`);
  return existsSync(file) ? quizSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}


export function appliesTo(q: Question, edition: string): boolean {
  return (q.editions ? q.editions.includes(edition as never) : true) && articlesFor(q.topics, edition) !== undefined;
}

// Moves in questions are stored as {{move:Nf3}} and shown in the reader's letters (lib/scenarios/text.ts).
export function questionsFor(slug: string, edition: string, locale: Locale): ShownQuestion[] {
  return (loadQuiz(slug)?.questions ?? [])
    .filter((q) => appliesTo(q, edition))
    .map((q) => ({
      id: q.id,
      prompt: renderMoves(q.prompt[locale], locale),
      choices: q.choices.map((c) => renderMoves(c[locale], locale)),
      answer: q.answer,
      explanation: renderMoves(q.explanation[locale], locale),
      articles: articlesFor(q.topics, edition)!,
    }));
}
