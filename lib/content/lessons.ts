import registry from '@/content/lessons/lessons.json';
import { editions } from '@/lib/editions';
import type { Locale } from '@/lib/i18n/locales';

// A lesson is written once per language (content/lessons/{locale}/{slug}.mdx) and mapped to the
// article it teaches in each edition, by that edition's own numbering.
export interface LessonEntry {
  slug: string;
  // Titles live here, not in the MDX, so a page can list lessons without loading their boards.
  title: Record<Locale, string>;
  articles: Record<string, string>;
}

export const lessons: readonly LessonEntry[] = registry;

export function findLesson(edition: string, article: string): LessonEntry | undefined {
  return lessons.find((l) => l.articles[edition] === article);
}

// Every (edition, article) that has a lesson page, in edition order.
export function lessonPages(): { edition: string; article: string; slug: string }[] {
  return editions.flatMap((e) =>
    lessons.flatMap((l) => {
      const article = l.articles[e.id];
      return article ? [{ edition: e.id, article, slug: l.slug }] : [];
    }),
  );
}

export const currentEdition = editions[editions.length - 1]!.id;
