// The arbiter lessons: written once per language (content/arbiter/{locale}/{slug}.mdx), listed by their metadata
// (content/arbiter/meta/{slug}.json). Server-only: it reads content/ at build time, and a broken file fails the build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARBITER_PARTS, arbiterMetaSchema, type ArbiterLesson, type ArbiterPart } from './schema';

const dir = join(process.cwd(), 'content', 'arbiter', 'meta');

function load(): ArbiterLesson[] {
  if (!existsSync(dir)) return [];
  const list = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const parsed = arbiterMetaSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`content/arbiter/meta/${f}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      if (`${parsed.data.slug}.json` !== f) throw new Error(`content/arbiter/meta/${f} names the slug "${parsed.data.slug}"`);
      return parsed.data;
    });
  // The course path: the parts in their order, the lessons of each by `order`.
  return list.sort((a, b) => ARBITER_PARTS.indexOf(a.part) - ARBITER_PARTS.indexOf(b.part) || a.order - b.order);
}

export const arbiterLessons: readonly ArbiterLesson[] = load();

export const findArbiterLesson = (slug: string): ArbiterLesson | undefined => arbiterLessons.find((l) => l.slug === slug);

export const lessonsOfPart = (part: ArbiterPart): ArbiterLesson[] => arbiterLessons.filter((l) => l.part === part);

/** The lessons before and after this one in the course path (across the parts). */
export function arbiterNeighbours(lesson: ArbiterLesson): { previous?: ArbiterLesson; next?: ArbiterLesson } {
  const i = arbiterLessons.indexOf(lesson);
  return { previous: arbiterLessons[i - 1], next: arbiterLessons[i + 1] };
}
