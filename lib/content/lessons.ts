// The course's lessons. Each is written once per language (content/lessons/{locale}/{slug}.mdx) about one part of
// the current Laws (content/lessons/meta/{slug}.json names it by its 2023 id) and is shown on the counterpart part
// of every edition, found through the corpus alignment. Server-only: it reads content/ at build time.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { currentEdition } from '@/lib/editions';
import { partsOf } from '@/lib/laws/corpus';
import { counterpartPart } from '@/lib/laws/pages';

const metaSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  // Place in the course path.
  order: z.number().int().positive(),
  // The part of the current edition the lesson teaches.
  part: z.string(),
  // Whether the part has rules a learner can try on a board (then the lesson must have boards).
  playable: z.boolean(),
  // Titles live here, not in the MDX, so a page can list lessons without loading their boards.
  title: z.object({ pt: z.string().min(1), gl: z.string().min(1), en: z.string().min(1) }),
});

export type LessonEntry = z.infer<typeof metaSchema>;

const dir = join(process.cwd(), 'content', 'lessons', 'meta');

export const lessons: readonly LessonEntry[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => metaSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8'))))
  .sort((a, b) => a.order - b.order);

export const lessonEdition = currentEdition;

export function findLesson(edition: string, part: string): LessonEntry | undefined {
  const current = counterpartPart(edition, part, lessonEdition);
  return lessons.find((l) => l.part === current);
}

// The parts of an edition that show this lesson (usually one; a few old parts were split or merged since). Cached:
// every lesson page asks it for every lesson, to link its neighbours.
const partsCache = new Map<string, string[]>();
export function lessonParts(lesson: LessonEntry, edition: string): string[] {
  const key = `${lesson.slug}/${edition}`;
  let parts = partsCache.get(key);
  if (!parts) {
    parts = partsOf(edition)
      .map((p) => p.id)
      .filter((id) => counterpartPart(edition, id, lessonEdition) === lesson.part);
    partsCache.set(key, parts);
  }
  return parts;
}

// The lessons before and after this one in the course path, among those the edition shows (the 2009 pages have
// no Glossary lesson to link to, the 1997 pages no Introduction).
export function neighbours(lesson: LessonEntry, edition: string): { previous?: LessonEntry; next?: LessonEntry } {
  const shown = lessons.filter((l) => l === lesson || lessonParts(l, edition).length > 0);
  const i = shown.indexOf(lesson);
  return { previous: shown[i - 1], next: shown[i + 1] };
}

