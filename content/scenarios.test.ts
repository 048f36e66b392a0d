import { elementsIn, stringProps } from './mdxTree';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n/resources';
import { locales } from '@/lib/languages';
import { scenarios } from '@/lib/scenarios/registry';
import { MOVE_TOKEN } from '@/lib/scenarios/text';
import { validateScenario } from '@/lib/scenarios/validate';

const dir = join(__dirname, 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;

describe('scenarios', () => {
  it('every scenario file is registered, under its own name', () => {
    expect(scenarios.map((s) => `${s.id}.json`).sort()).toEqual(files.sort());
  });

  it.each(files)('%s: the engine reaches what the scenario expects, in every edition it applies to', (file) => {
    expect(validateScenario(read(file))).toEqual([]);
  });

  // The board states the side under the task ("You play White.", board:scenario.youPlay): a task that says it
  // too makes the brief say it twice.
  it('no task states the side the learner plays: the board does', () => {
    for (const s of scenarios.filter((x) => x.kind !== 'arbiter')) {
      for (const locale of locales) {
        const side = resources[locale].board.scenario.youPlay[s.learner === 'white' ? 'w' : 'b'].replace(/\.$/, '');
        expect(s.text[locale].task, `${s.id} (${locale})`).not.toContain(side);
      }
    }
  });

  it('covers every kind of board', () => {
    expect(new Set(scenarios.map((s) => s.kind))).toEqual(new Set(['play', 'touch', 'claim', 'arbiter']));
  });
});

// The validation must catch a wrong scenario, not only pass right ones.
describe('a wrong scenario fails validation', () => {
  it('when the expected outcome is not what the engine rules', () => {
    const s = read('en-passant.json');
    const checks = s.checks as { outcome: string }[];
    checks[1]!.outcome = 'success';
    expect(validateScenario(s).join('\n')).toMatch(/waits a move.*ends in failure, expected success/);
  });
  it('when a scripted reply is illegal', () => {
    const s = read('en-passant.json');
    s.replies = ['d7d4'];
    expect(validateScenario(s).join('\n')).toMatch(/scripted reply/);
  });
  it('when the position is not a legal FEN', () => {
    const s = read('promotion.json');
    s.start = '8/8/8/8/8/8/8/8 w - - 0 1';
    expect(validateScenario(s).length).toBeGreaterThan(0);
  });
  it('when an arbiter case expects another ruling than the engine gives', () => {
    const s = read('illegal-move-penalty.json');
    s.answers = { ...(s.answers as object), '2018': 'two-minutes' };
    expect(validateScenario(s).join('\n')).toMatch(/2018.*the engine rules "loss"/);
  });
  it('when the clock adjustment of an incorrect claim is wrong for an edition', () => {
    const s = read('incorrect-claim.json');
    const entry = (s.checks as { entry?: Record<string, { clock: object }> }[])[0]!.entry!;
    entry['2001']!.clock = { black: 180, white: -50 };
    expect(validateScenario(s).join('\n')).toMatch(/\(2001\).*no ruling/);
  });
});

describe('exercises in lessons', () => {
  const lessonsDir = join(__dirname, 'lessons');
  const uses = (locale: string) =>
    readdirSync(join(lessonsDir, locale))
      .filter((f) => f.endsWith('.mdx'))
      .flatMap((f) =>
        elementsIn(readFileSync(join(lessonsDir, locale, f), 'utf8'))
          .filter(({ node }) => node.name === 'ScenarioBoard' || node.name === 'ArbiterCase')
          .map(({ node }) => `${f}: ${node.name} ${stringProps(node).id} ${stringProps(node).scenario}`),
      );

  it('name scenarios that exist, the same in every language', () => {
    const ids = new Set(scenarios.map((s) => s.id));
    const en = uses('en');
    expect(en.length, 'lessons embed exercises').toBeGreaterThan(10);
    for (const use of en) expect(ids.has(use.split(' ').at(-1)!), use).toBe(true);
    expect(uses('pt')).toEqual(en);
    expect(uses('gl')).toEqual(en);
    // parsing every lesson's MDX takes a few seconds on a busy machine
  }, 30_000);
});

// Moves in exercise texts are stored language-neutrally ({{move:Nf3}}, the engine's SAN) and written in each reader's
// letters (Appendix C: Cf3 in pt/gl), so none can be written by hand in the wrong letters or drift from the board.
describe('moves in exercise texts', () => {
  const handWritten = /\b[KQRBNCDT][a-h]?[1-8]?x?[a-h][1-8]\b|\b[O0]-[O0](-[O0])?\b|\b[a-h]x[a-h][1-8]|\b[a-h][18]=?[QRBNDTC]\b/g;
  const strings = (t: Record<string, unknown>): [string, string][] =>
    Object.entries(t).flatMap(([k, v]) =>
      typeof v === 'string' ? [[k, v] as [string, string]] : Array.isArray(v) ? v.map((x, i) => [`${k}[${i}]`, String(x)] as [string, string]) : v && typeof v === 'object' ? strings(v as Record<string, unknown>).map(([kk, x]) => [`${k}.${kk}`, x] as [string, string]) : [],
    );
  it.each(scenarios.map((s) => [s.id, s] as const))('%s writes every move as {{move:…}}, and only the moves of the English text', (_, s) => {
    const tokens = (text: string) => [...text.matchAll(MOVE_TOKEN)].map((m) => m[1]!);
    for (const locale of locales) {
      for (const [field, text] of strings(s.text[locale])) {
        expect(text.replace(MOVE_TOKEN, '').match(handWritten), `${locale} ${field}`).toBeNull();
        for (const san of tokens(text)) expect(san, `${locale} ${field}`).toMatch(/^([KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](x[a-h])?[1-8](=[QRBN])?|O-O(-O)?)[+#]?$/);
        // a translation may describe a move in words, but names no move the English text does not
        const english = tokens(strings(s.text.en).find(([f]) => f === field)![1]);
        for (const san of tokens(text)) expect(english, `${locale} ${field}: ${san} is in the English text`).toContain(san);
      }
    }
  });
});
