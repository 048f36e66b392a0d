// Every lesson in every language, with the same boards, citations and questions; every board checked by the engine;
// every rule the lesson cites present in every edition that shows the lesson (or fenced off for the others).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { lessonParts, lessons } from '@/lib/content/lessons';
import { locales } from '@/lib/languages';
import { corpusEditions, loadAlignment, partsOf } from '@/lib/laws/corpus';
import { articlesFor } from '@/lib/laws/pages';
import { appliesTo, loadQuiz } from '@/lib/quiz/forEdition';
import { tryAdjudicate } from '@/lib/rules';
import { findScenario } from '@/lib/scenarios/registry';
import { elementsIn, proseOf, stringProps, treeOf } from './mdxTree';
import { MOVE_TOKEN } from '@/lib/scenarios/text';

const root = join(__dirname, '..');
const mdxPath = (locale: string, slug: string) => join(root, 'content', 'lessons', locale, `${slug}.mdx`);
const source = (locale: string, slug: string) => readFileSync(mdxPath(locale, slug), 'utf8');

const boardKinds = ['LiveBoard', 'TouchMoveBoard', 'ClaimBoard', 'ScenarioBoard', 'ArbiterCase'];
interface BoardUse {
  kind: string;
  props: Record<string, string>;
}

// The boards a lesson embeds, with their string props.
function boardsIn(text: string): BoardUse[] {
  return elementsIn(text)
    .filter(({ node }) => boardKinds.includes(node.name ?? ''))
    .map(({ node }) => ({ kind: node.name!, props: stringProps(node) }));
}

// <Cite topic="…" edition?="…" /> and <LawQuote …/>, with the editions the enclosing <InEditions> allows.
function citationsIn(text: string): { topic: string; edition?: string; from?: string; to?: string }[] {
  return elementsIn(text)
    .filter(({ node }) => node.name === 'Cite' || node.name === 'LawQuote')
    .flatMap(({ node, ancestors }) => {
      const props = stringProps(node);
      const fence = ancestors.filter((a) => a.name === 'InEditions').at(-1);
      const { from, to } = fence ? stringProps(fence) : {};
      return (props.topic?.split(/\s+/) ?? []).map((topic) => ({ topic, edition: props.edition, from, to }));
    });
}

const shownIn = (slug: string) => {
  const lesson = lessons.find((l) => l.slug === slug)!;
  return corpusEditions().filter((e) => lessonParts(lesson, e).length > 0);
};

describe('lessons', () => {
  it('has a lesson at least for Article 3', () => {
    expect(lessons.map((l) => l.part)).toContain('3');
  });

  it('gives every lesson its own place in the course path and its own article', () => {
    expect(new Set(lessons.map((l) => l.order)).size).toBe(lessons.length);
    expect(new Set(lessons.map((l) => l.part)).size).toBe(lessons.length);
    const current = new Set(partsOf('2023').map((p) => p.id));
    for (const l of lessons) expect(current.has(l.part), `${l.slug}: part ${l.part}`).toBe(true);
  });

  it.each(lessons.map((l) => [l.slug, l] as const))('%s exists in every language, with a title', (slug, lesson) => {
    for (const locale of locales) {
      expect(existsSync(mdxPath(locale, slug)), `content/lessons/${locale}/${slug}.mdx is missing`).toBe(true);
      expect(lesson.title[locale].trim(), `${slug} has no ${locale} title`).toBeTruthy();
      expect(source(locale, slug).trim().length).toBeGreaterThan(500);
    }
  });

  // What a lesson may use without importing it: the boards (mdx-components.tsx) and the edition-bound citations
  // (components/lessons/LessonSection.tsx).
  const allowed = new Set([...boardKinds, 'EditionSelect', 'Cite', 'LawQuote', 'InEditions', 'Move', 'Term']);

  it.each(lessons.map((l) => [l.slug] as const))('%s compiles in every language and uses only the lesson components', async (slug) => {
    for (const locale of locales) {
      const text = source(locale, slug);
      await expect(compile(text, { remarkPlugins: [remarkGfm] }), `${locale}/${slug}.mdx`).resolves.toBeDefined();
      const used = elementsIn(text).map(({ node }) => node.name ?? '').filter((name) => /^[A-Z]/.test(name));
      expect(used.filter((c) => !allowed.has(c)), `${locale}/${slug}.mdx`).toEqual([]);
      // An import or export statement is an ESM node of the tree.
      expect(treeOf(text).children?.filter((n) => n.type === 'mdxjsEsm') ?? [], `${locale}/${slug}.mdx imports nothing`).toEqual([]);
    }
  });

  it.each(lessons.map((l) => [l.slug, l] as const))('%s has the same boards, in the same order, in every language', (slug, lesson) => {
    const reference = boardsIn(source('en', slug));
    if (lesson.playable) expect(reference.length, `${slug} teaches playable rules but has no board`).toBeGreaterThan(0);
    const shape = (b: BoardUse) => ({ kind: b.kind, id: b.props.id, fen: b.props.fen, moves: b.props.moves, scenario: b.props.scenario });
    for (const locale of locales) {
      const boards = boardsIn(source(locale, slug));
      expect(boards.map(shape), `${locale}/${slug}`).toEqual(reference.map(shape));
      for (const b of boards) {
        if (b.kind !== 'ScenarioBoard' && b.kind !== 'ArbiterCase') {
          expect(b.props.title?.trim(), `board ${b.props.id} in ${locale}/${slug} needs a title`).toBeTruthy();
        }
      }
    }
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s: every board is accepted by the rules engine, with unique ids', (slug) => {
    const boards = boardsIn(source('en', slug));
    expect(new Set(boards.map((b) => b.props.id)).size).toBe(boards.length);
    for (const b of boards) {
      if (b.props.scenario) {
        expect(findScenario(b.props.scenario), `${b.props.id}: scenario ${b.props.scenario}`).toBeDefined();
        continue;
      }
      const moves = (b.props.moves ?? '').split(',').filter(Boolean);
      for (const edition of shownIn(slug)) {
        const ruling = tryAdjudicate({
          edition,
          start: b.props.fen ?? 'startpos',
          events: moves.map((m) => ({ type: 'move', from: m.slice(0, 2), to: m.slice(2, 4), ...(m[4] ? { promotion: m[4] } : {}) })),
        } as never);
        expect(ruling.ok, `${slug}/${b.props.id} in ${edition}: ${ruling.ok ? '' : ruling.error}`).toBe(true);
      }
    }
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s cites the same rules in every language', (slug) => {
    const reference = citationsIn(source('en', slug));
    for (const locale of locales) expect(citationsIn(source(locale, slug)), locale).toEqual(reference);
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s: every rule it cites is in every edition that shows it', (slug) => {
    const known = new Set(loadAlignment().topics.map((t) => t.topic));
    for (const c of citationsIn(source('en', slug))) {
      expect(known.has(c.topic), `unknown topic ${c.topic}`).toBe(true);
      const editions = c.edition ? [c.edition] : shownIn(slug).filter((e) => (!c.from || e >= c.from) && (!c.to || e <= c.to));
      for (const e of editions) expect(articlesFor([c.topic], e), `${c.topic} in ${e}`).toBeDefined();
    }
  });

  it.each(lessons.map((l) => [l.slug] as const))('%s writes no article number into its prose: numbers come from the edition', (slug) => {
    for (const locale of locales) {
      // "Article 3" (a whole article with the same number in every edition that shows the lesson) is allowed.
      const numbers = [...source(locale, slug).matchAll(/\b(?:Articles?|Artigos?|Appendix|Apêndice|Apéndice)\s+([A-H]?\d+(?:\.\d+)*)/gi)].map((m) => m[1]!);
      for (const n of numbers) {
        expect(n.includes('.'), `${locale}/${slug}: "${n}" must be a <Cite topic=…/>`).toBe(false);
        for (const e of shownIn(slug)) expect(partsOf(e).some((p) => p.id === n), `${locale}/${slug}: Article ${n} in ${e}`).toBe(true);
      }
    }
  });
});

describe('check yourself', () => {
  it.each(lessons.map((l) => [l.slug] as const))('%s has 3 to 8 questions that hold in the editions that show it', (slug) => {
    const quiz = loadQuiz(slug);
    expect(quiz, `content/quizzes/${slug}.json`).toBeDefined();
    const known = new Set(loadAlignment().topics.map((t) => t.topic));
    const editions = shownIn(slug);
    for (const q of quiz!.questions) {
      expect(q.answer, q.id).toBeLessThan(q.choices.length);
      for (const t of q.topics) expect(known.has(t), `${q.id}: topic ${t}`).toBe(true);
      expect(
        editions.some((e) => appliesTo(q, e)),
        `${q.id} holds in none of ${editions.join(', ')}`,
      ).toBe(true);
    }
    // Every edition that shows the lesson gets at least three questions.
    for (const e of editions.filter((x) => x >= '2001')) expect(quiz!.questions.filter((q) => appliesTo(q, e)).length, e).toBeGreaterThanOrEqual(3);
  });
});

// Moves in lessons are written with <Move san="Nf3" /> in prose and {{move:Nf3}} in board titles, and shown in each
// reader's letters (Appendix C: Cf3 in pt and gl), so none can be hand-written in the wrong letters. 0-0 is every
// language's castling in Appendix C; the lesson on notation itself shows letters of several languages on purpose.
describe('moves in lessons', () => {
  const handWritten = /\b[KQRBNCDT][a-h]?[1-8]?x?[a-h][1-8]\b|\bO-O(-O)?\b|\b[a-h][18]=?[QRBNDTC]\b/g;
  it.each(lessons.map((l) => [l.slug] as const))('%s writes no move by hand in pt and gl', (slug) => {
    for (const locale of ['pt', 'gl'] as const) {
      const text = source(locale, slug);
      const titles = elementsIn(text).flatMap(({ node }) => (stringProps(node).title ? [stringProps(node).title!.replace(MOVE_TOKEN, '')] : []));
      const prose = slug === 'algebraic-notation' ? [] : proseOf(text);
      const found = [...titles, ...prose].flatMap((s) => s.match(handWritten) ?? []);
      expect(found, `${locale}/${slug}.mdx`).toEqual([]);
    }
  });
});

describe('moves in questions', () => {
  const handWritten = /\b[KQRBNCDT][a-h]?[1-8]?x?[a-h][1-8]\b|\bO-O(-O)?\b/g;
  // The notation lesson's questions are about each language's letters, and name them on purpose.
  it.each(lessons.filter((l) => l.slug !== 'algebraic-notation').map((l) => [l.slug] as const))('%s: written with {{move:…}}, shown in the reader’s letters', (slug) => {
    for (const q of loadQuiz(slug)?.questions ?? []) {
      for (const locale of ['pt', 'gl'] as const) {
        const texts = [q.prompt[locale], q.explanation[locale], ...q.choices.map((c) => c[locale])].map((x) => x.replace(MOVE_TOKEN, ''));
        expect(texts.flatMap((x) => x.match(handWritten) ?? []), `${slug} ${q.id} ${locale}`).toEqual([]);
      }
    }
  });
});
