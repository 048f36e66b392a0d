/**
 * The play-off cases of the 2007 annex as the course holds them: the data of lib/tournament/playoff2007.ts must be
 * what the seed prints (content/regulations/tiebreak-annex-2007/pt.json, itself pinned to seed 003 by
 * content/regulations.test.ts), every question must have exactly one right choice, and, with the raw sources, each
 * case's whole Portuguese text is found word for word in the seed lines it names.
 */
import { describe, expect, it } from 'vitest';
import { PLAYOFF_2007, playoffQuestions } from './playoff2007';
import { checkAgainstSources, SOURCE_CHECK, sourceLines } from '../laws/sources';
import annex from '../../content/regulations/tiebreak-annex-2007/pt.json';

const text = (id: string) => annex.paragraphs.find((p) => p.id === id)!.text;
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the 2007 play-off cases as data', () => {
  it('every figure is the seed\'s', () => {
    expect(text('6(k).1')).toContain('Brancas têm 5 minutos e Pretas 4, no caso de um empate Pretas ganham o 1º prêmio');
    expect(text('6(k).2')).toContain('O nº 1 do emparceiramento deve ser o jogador com o mais alto HT');
    expect(text('6(k).2')).toContain('O nº 3 do emparceiramento deve ser o 2º jogador com o mais alto HT');
    expect(PLAYOFF_2007[2].pairingNumberOfPlace).toEqual([1, 3, 2]);
    expect(text('6(k).3')).toContain(`O emparceiramento será ${PLAYOFF_2007[3].pairs.map((p) => p.join('x')).join(' e ')}`);
    expect(text('6(k).4')).toContain(`${PLAYOFF_2007[4].firstRound.map((p) => p.join('x')).join(', ')}, ${PLAYOFF_2007[4].firstRoundRest} ou sorteio`);
    const [g1, g2] = PLAYOFF_2007[5].groups;
    expect(text('6(k).5')).toContain(`Jogadores ${g1[0]}, ${g1[1]} e ${g1[2]} ficam num grupo e ${g2[0]}, ${g2[1]} e ${g2[2]} em outro grupo`);
    expect(text('6(k).6')).toContain(`${PLAYOFF_2007[6].pairingNumberOfPlace.join(', ')} ou por sorteio`);
    expect(text('6(k).7')).toContain(PLAYOFF_2007[7].pairs.map((p) => p.join('x')).join(', '));
    expect(text('6(k).8')).toContain(PLAYOFF_2007[8].groups.map((g, i) => `Grupo ${'ABC'[i]}: ${g.join(', ')}.`).join(' '));
    expect(text('6(k).10')).toContain(`aqueles ranqueados ${PLAYOFF_2007[10].kept + 1} ou abaixo`);
    expect(text('6(k).10')).toContain(`Os ${PLAYOFF_2007[10].kept} jogadores remanescentes devem jogar como em 7`);
  });
  it('each question has exactly one right choice, among its choices', () => {
    const qs = playoffQuestions();
    expect(qs.map((q) => q.case)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
    for (const q of qs) {
      expect(q.choices.values.filter((v) => v === q.answer), `case ${q.case}`).toHaveLength(1);
      // A question about a player does not offer that player as the answer.
      if (q.place && q.choices.kind === 'place') expect(q.choices.values, `case ${q.case}`).not.toContain(q.place);
    }
    // The answers, worked by hand from the seed: Black; the 1st (no. 1 meets the bye, 4); 3rd; 3rd; 5th; 5; 6th; B; 1st.
    expect(qs.map((q) => q.answer)).toEqual(['black', 1, 3, 3, 5, 5, 6, 'B', 1]);
    // Case 4 is not the Berger table's round 1 for 5 players (2–5, 3–4, no. 1 without a game).
    expect(qs.find((q) => q.case === 4)!.facts).toMatchObject({ berger: '2–5, 3–4', bergerRest: 1 });
  });
});

describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} the play-off cases in seed 003`, () => {
  it('each case\'s Portuguese, word for word, in the seed lines it names', () => {
    const lines = sourceLines(annex.source.file);
    for (const p of annex.paragraphs.filter((x) => /^6\((j|k)\)/.test(x.id))) {
      const [from, to] = p.lines as [number, number];
      // Page headers ("Page 31: Apostila curso 2011", "31") fall between the lines of a case.
      const printed = flat(lines.slice(from - 1, to).filter((l) => !/^(Page \d+: Apostila curso 2011|\d+)\s*$/.test(l)).join(' '));
      expect(printed, p.id).toContain(flat(p.text));
    }
  });
});
