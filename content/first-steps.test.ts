// First steps: every stage fits the schema and every level's stored solution wins it through the rules engine,
// within its move limit and for three stars, with every move typed in each language's letters (lib/firstSteps/validate.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/languages';
import { loadText } from '@/lib/laws/corpus';
import { stageFiles, stages } from '@/lib/firstSteps/stages';
import { checkStages, playSolution } from '@/lib/firstSteps/validate';

describe('first steps', () => {
  it('lists every stage file', () => {
    const files = readdirSync(join(__dirname, 'first-steps')).filter((f) => f.endsWith('.json')).sort();
    expect(stageFiles.map((f) => f.name).sort()).toEqual(files);
  });

  it('has at least 12 stages of 3 to 8 levels and 60 levels in all', () => {
    expect(stages.length).toBeGreaterThanOrEqual(12);
    for (const s of stages) expect(s.levels.length, s.id).toBeGreaterThanOrEqual(3);
    expect(stages.reduce((n, s) => n + s.levels.length, 0)).toBeGreaterThanOrEqual(60);
  });

  it("plays every level's solution within its limit, in every language's letters", () => {
    expect(checkStages(stageFiles).problems).toEqual([]);
  });

  it('cites a paragraph of the Laws in force for every stage', () => {
    const text = loadText('2023', 'en')!;
    const ids = new Set(text.parts.flatMap((p) => p.paragraphs.map((q) => q.id)));
    for (const s of stages) expect(ids.has(s.paragraph), `${s.id}: ${s.paragraph}`).toBe(true);
  });

  it('fails a level whose solution does not win it', () => {
    const rook = stages.find((s) => s.id === 'rook')!;
    const level = { ...rook.levels[1]!, solution: [{ move: 'a1a5' }, { move: 'a5a6' }] };
    for (const locale of locales) expect(playSolution(rook, level, locale).outcome).not.toBe('success');
    const broken = { ...(stageFiles.find((f) => f.name === 'rook.json')!.data as object), levels: [{ ...rook.levels[1]!, solution: [{ move: 'a1a5' }, { move: 'a5a6' }] }, ...rook.levels.slice(2)] };
    expect(checkStages([{ name: 'rook.json', data: broken }]).problems.join('\n')).toMatch(/rook-2.*ends in playing/);
  });

  it('fails a level that needs more moves than its limit', () => {
    const rook = stages.find((s) => s.id === 'rook')!;
    const level = { ...rook.levels[2]!, limit: 2 };
    expect(playSolution(rook, level, 'pt').outcome).toBe('failure');
  });
});
