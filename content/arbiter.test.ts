// The arbiter lessons (content/arbiter/): every lesson in every language, compiled, using only the components a
// lesson may use, and citing only regulation paragraphs that exist, the same ones in pt, gl and en.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { ARBITER_LESSON_COMPONENTS } from '@/components/arbiter/components';
import { regCitationProblem } from '@/lib/arbiter/citation';
import { arbiterLessons } from '@/lib/arbiter/lessons';
import { ARBITER_PARTS } from '@/lib/arbiter/schema';
import { locales } from '@/lib/languages';
import { elementsIn, stringProps } from './mdxTree';

const root = join(__dirname, 'arbiter');
const mdxPath = (locale: string, slug: string) => join(root, locale, `${slug}.mdx`);
const source = (locale: string, slug: string) => readFileSync(mdxPath(locale, slug), 'utf8');

/** Every <Reg text p /> of a lesson, as "text p", in document order. */
function regsIn(text: string): string[] {
  return elementsIn(text)
    .filter(({ node }) => node.name === 'Reg')
    .map(({ node }) => {
      const { text: id, p } = stringProps(node);
      return `${id ?? '?'} ${p ?? '?'}`;
    });
}

describe('arbiter lessons', () => {
  it('gives every lesson its own slug and its own place in its part', () => {
    expect(new Set(arbiterLessons.map((l) => l.slug)).size).toBe(arbiterLessons.length);
    for (const part of ARBITER_PARTS) {
      const orders = arbiterLessons.filter((l) => l.part === part).map((l) => l.order);
      expect(new Set(orders).size, `two ${part} lessons share an order`).toBe(orders.length);
    }
  });

  it('has no lesson file without its metadata', () => {
    const slugs = new Set(arbiterLessons.map((l) => l.slug));
    for (const locale of locales) {
      const dir = join(root, locale);
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mdx')) : [];
      for (const f of files) expect(slugs.has(f.replace(/\.mdx$/, '')), `content/arbiter/${locale}/${f} has no meta/${f.replace(/\.mdx$/, '.json')}`).toBe(true);
    }
  });

  it.each(arbiterLessons.map((l) => [l.slug, l] as const))('%s exists in pt, gl and en, compiles and uses only the lesson components', async (slug) => {
    for (const locale of locales) {
      expect(existsSync(mdxPath(locale, slug)), `content/arbiter/${locale}/${slug}.mdx is missing`).toBe(true);
      const text = source(locale, slug);
      expect(text.trim().length, `${locale}/${slug}.mdx is too short to be a lesson`).toBeGreaterThan(800);
      await expect(compile(text, { remarkPlugins: [remarkGfm] }), `${locale}/${slug}.mdx`).resolves.toBeDefined();
      const used = elementsIn(text).map(({ node }) => node.name ?? '').filter((name) => /^[A-Z]/.test(name));
      const unknown = used.filter((n) => !(ARBITER_LESSON_COMPONENTS as readonly string[]).includes(n));
      expect(unknown, `${locale}/${slug}.mdx uses components a lesson cannot`).toEqual([]);
      // Headings in the prose start at h2: the page's own title is the h1.
      expect(text, `${locale}/${slug}.mdx has an h1`).not.toMatch(/^# /m);
    }
  });

  it.each(arbiterLessons.map((l) => [l.slug, l] as const))('%s cites only paragraphs that exist, the same in every language, from its sources', (slug, lesson) => {
    const byLocale = Object.fromEntries(locales.map((l) => [l, regsIn(source(l, slug))]));
    const en = byLocale.en!;
    expect(en.length, `${slug} cites no regulation paragraph`).toBeGreaterThan(0);
    for (const cite of en) {
      const [text, p] = cite.split(' ');
      expect(regCitationProblem(text!, p!), `${slug}: <Reg text="${text}" p="${p}" />`).toBeUndefined();
      expect(lesson.sources, `${slug} cites ${text} without listing it in its sources`).toContain(text);
    }
    for (const locale of locales) {
      expect([...new Set(byLocale[locale])].sort(), `${locale}/${slug}.mdx cites other paragraphs than en`).toEqual([...new Set(en)].sort());
    }
  });
});
