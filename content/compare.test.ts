// Every difference between editions listed in SEEDS.md (among the raw sources, lib/laws/sources.ts) is on its
// comparison page, in a paragraph marked changed, added or removed (or in the 1997 -> 2001 change table that page shows); the timeline cites real
// paragraphs. e2e/compare.spec.ts checks the same table on the pages, in the browser.
import { EDITIONS } from '@/lib/editions';
import { locales } from '@/lib/languages';
import { describe, expect, it } from 'vitest';
import { changeTableRows, compareArticle, comparisonPages, loadTimeline, normalise } from '@/lib/laws/compare';
import { paragraphIndex } from '@/lib/laws/pages';
import { seedDifferences } from './compare-seeds';

const n = (s: string) => normalise(s).toLowerCase();

describe('the differences of SEEDS.md', () => {
  // SEEDS.md numbers its "Differences between editions" 1 to 20: each needs at least one entry here.
  it.each(Array.from({ length: 20 }, (_, i) => i + 1))('difference %i of SEEDS.md has an entry', (number) => {
    expect(seedDifferences.filter((d) => d.seed.startsWith(`${number} `)).map((d) => d.seed), `no seed "${number} …"`).not.toEqual([]);
  });

  it.each(seedDifferences.map((d) => [d.seed, d] as const))('%s is marked on its comparison page', (_, d) => {
    expect(comparisonPages()).toContainEqual({ from: d.from, to: d.to, article: d.article });
    const c = compareArticle(d.from, d.to, d.article, d.lang)!;
    const statuses = c.rows
      .filter((r) => (d.side === 'from' ? r.from : r.to).some((s) => n(s.text).includes(n(d.phrase))))
      .map((r) => r.status as string);
    for (const r of changeTableRows(d.from, d.to, d.article)) {
      const text = d.side === 'from' ? r.old : r.new;
      if (text && n(text).includes(n(d.phrase))) statuses.push('table');
    }
    expect(statuses.some((s) => (d.status as string[]).includes(s)), `found in rows: ${statuses.join(', ') || 'none'}`).toBe(true);
  });
});

describe('the timeline', () => {
  it('cites, for every headline, a paragraph of that edition, in all three languages', () => {
    const timeline = loadTimeline();
    expect(timeline.map((e) => e.edition)).toEqual(EDITIONS);
    for (const { edition, headlines } of timeline) {
      expect(headlines, edition).not.toEqual([]);
      for (const h of headlines) {
        expect(paragraphIndex(edition).get(h.paragraph), `${edition} ${h.paragraph}`).toBe(h.part);
        // Written in each language, not left in English.
        for (const l of locales) expect(h[l].trim(), `${edition} ${h.paragraph} ${l}`).not.toBe('');
        for (const l of ['pt', 'gl'] as const) expect(h[l], `${edition} ${h.paragraph} ${l}`).not.toBe(h.en);
      }
    }
  });
});
