// The decision part offers a closed list (DECISION_CHOICES): every decision the engine gives on a board case of the
// bank must be on it, or the candidate could never choose the right one. Each board case opens whole in the case lab.
import { describe, expect, it } from 'vitest';
import { readCaseLink } from '@/lib/cases/link';
import { DECISION_CHOICES } from './partMarks';
import { rulingBank } from './rulingBank';
import { engineKey } from './rulingKey';
import { showRuling } from './rulingShow';

describe('the decision part of the board-case rulings', () => {
  const cases = rulingBank().filter((r) => r.case);
  it('covers the bank: at least 29 rulings have a board case, the essay’s released piece among them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(29);
    expect(cases.map((r) => r.id)).toContain('ruling-real-case-released-piece-taken-back');
  });
  for (const r of cases)
    it(`${r.id}: the engine's decision is one the candidate can choose, in every edition`, () => {
      for (const edition of r.editions) {
        const { decision } = engineKey(r, edition);
        expect(decision!.length).toBeGreaterThan(0);
        for (const d of decision!) expect(DECISION_CHOICES as readonly string[]).toContain(d);
      }
      // once marked, the ruling links to its case in the case lab, which opens it whole
      const lab = showRuling(r, r.editions.at(-1)!, 'pt', { position: () => '' }).lab!;
      expect(lab.startsWith('/pt/cases/?')).toBe(true);
      const read = readCaseLink(lab.split('?')[1]!);
      expect(read.ok && !read.empty && read.lab.events.length).toBe(r.case!.events.length);
    });
});
