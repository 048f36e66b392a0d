import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFen } from 'chess.js';
import { lessons } from '@/lib/content/lessons';
import { editions } from '@/lib/editions';
import { locales } from '@/lib/i18n/locales';

const root = join(__dirname, '..');
const mdxPath = (locale: string, slug: string) => join(root, 'content', 'lessons', locale, `${slug}.mdx`);

interface BoardUse {
  id: string;
  fen?: string;
  title?: string;
}

// The live boards a lesson embeds, with their props, read from the MDX source.
function boardsIn(source: string): BoardUse[] {
  return [...source.matchAll(/<LiveBoard\b([^>]*?)\/>/g)].map((m) => {
    const props = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((p) => [p[1], p[2]]));
    return { id: props.id!, fen: props.fen, title: props.title };
  });
}

// "Article 3.7", "Artigo 3.7" (pt, gl): the article numbers a lesson cites.
function citedArticles(source: string): string[] {
  return [...new Set([...source.matchAll(/\b(?:Article|Artigo)s?\s+(\d+(?:\.\d+)*)/g)].map((m) => m[1]!))];
}

describe('lessons', () => {
  it.each(lessons.map((l) => [l.slug, l] as const))('%s exists in every language, with a title', (slug, lesson) => {
    for (const locale of locales) {
      expect(existsSync(mdxPath(locale, slug)), `content/lessons/${locale}/${slug}.mdx is missing`).toBe(true);
      expect(lesson.title[locale]?.trim(), `${slug} has no ${locale} title`).toBeTruthy();
      expect(readFileSync(mdxPath(locale, slug), 'utf8').trim().length).toBeGreaterThan(500);
    }
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s has the same boards, in the same order, in every language', (slug) => {
    const reference = boardsIn(readFileSync(mdxPath('en', slug), 'utf8'));
    expect(reference.length).toBeGreaterThan(0);
    for (const locale of locales) {
      const boards = boardsIn(readFileSync(mdxPath(locale, slug), 'utf8'));
      expect(boards.map(({ id, fen }) => ({ id, fen })), `${locale}/${slug}`).toEqual(reference.map(({ id, fen }) => ({ id, fen })));
      for (const b of boards) expect(b.title?.trim(), `board ${b.id} in ${locale}/${slug} needs a title`).toBeTruthy();
    }
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s: every board starts from a valid position, with unique ids', (slug) => {
    const boards = boardsIn(readFileSync(mdxPath('en', slug), 'utf8'));
    expect(new Set(boards.map((b) => b.id)).size).toBe(boards.length);
    for (const b of boards) if (b.fen) expect(validateFen(b.fen), `${b.id}: ${b.fen}`).toMatchObject({ ok: true });
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s cites the same articles in every language', (slug) => {
    const reference = citedArticles(readFileSync(mdxPath('en', slug), 'utf8')).sort();
    for (const locale of locales) {
      expect(citedArticles(readFileSync(mdxPath(locale, slug), 'utf8')).sort(), locale).toEqual(reference);
    }
  });

  it('maps every lesson only to editions the course knows', () => {
    const known = new Set(editions.map((e) => e.id));
    for (const l of lessons) for (const e of Object.keys(l.articles)) expect(known.has(e), `${l.slug}: ${e}`).toBe(true);
  });
});

// Until the Laws corpus lives in content/, the English source texts beside the project tell which article
// numbers each edition has (../shared/sources/laws/en-{edition}.md, as in DESIGN.md §2).
const sources = join(root, '..', 'shared', 'sources', 'laws');
const articleNumbers = (edition: string) => {
  const text = readFileSync(join(sources, `en-${edition}.md`), 'utf8');
  const paragraphs = [...text.matchAll(/^\s*\**(\d+(?:\.\d+)*)\**[\s.]/gm)].map((m) => m[1]!);
  const articles = [...text.matchAll(/^[#\s*]*Article (\d+)\s*:/gm)].map((m) => m[1]!);
  const numbers = new Set([...paragraphs, ...articles]);
  // A group such as 3.7 in 2018 has no line of its own, only its paragraphs 3.7.1, 3.7.2…
  return { has: (n: string) => numbers.has(n) || [...numbers].some((x) => x.startsWith(`${n}.`)) };
};

describe('article references', () => {
  it('can read the source texts beside the project (../shared/sources/laws)', () => {
    expect(existsSync(sources), `${sources} is missing`).toBe(true);
  });

  it.each(lessons.flatMap((l) => Object.entries(l.articles).map(([e, a]) => [l.slug, e, a] as const)))(
    '%s: every article it cites exists in the %s edition (mapped to Article %s)',
    (slug, edition, article) => {
      const numbers = articleNumbers(edition);
      expect(numbers.has(article), `Article ${article} in ${edition}`).toBe(true);
      for (const cited of citedArticles(readFileSync(mdxPath('en', slug), 'utf8'))) {
        expect(numbers.has(cited), `Article ${cited} is not in the ${edition} edition`).toBe(true);
      }
    },
  );
});
