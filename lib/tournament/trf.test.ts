import { describe, expect, it } from 'vitest';
import { parseTrf, TrfError, writeTrf } from './trf';
import { pointsOf } from './scoring';
import { trf, trfLine } from './testUtil';

// A file as Swiss-Manager writes one: fixed columns, header lines, newer header records, a team line.
const FILE = [
  '012 Open Test 2025',
  '022 Santiago de Compostela',
  '032 ESP',
  '042 2025/03/01',
  '052 2025/03/03',
  '062 4',
  '072 4',
  '082 0',
  '092 Individual: Swiss-System',
  '102 IA Example Arbiter',
  '112 FA Deputy One',
  '122 90 min + 30 sec',
  '132                                                                                        25/03/01  25/03/02  25/03/03',
  '142 3',
  '152 W',
  '162 W 1.0 D 0.5 L 0.0',
  '013 Team A                             1    2',
  '999 a line nobody knows',
  '001    1 m GM Alpha, Anna                       2500 ESP    12345678 1990/01/01  2.5    1     2 w 1     3 b =     4 w +',
  '001    2 wWIM Beta, Berta                       2300 POR     2345678 1995/05/05  1.0    3     1 b 0  0000 - H     3 w =',
  '001    3 m    Gamma, Carlos                     2200 BRA     3456789 2000/12/31  1.5    2     4 w D     1 w =     2 b =',
  '001    4 m    Delta, Diego                           ESP                         1.5    4     3 b D  0000 - U     1 b -',
].join('\n');

describe('TRF-16 reader', () => {
  const t = parseTrf(FILE);
  it('reads the player lines column by column', () => {
    expect(t.participants).toHaveLength(4);
    expect(t.participants[0]).toMatchObject({ startNo: 1, sex: 'm', title: 'GM', name: 'Alpha, Anna', rating: 2500, federation: 'ESP', fideId: '12345678', birth: '1990/01/01', declaredPoints: 2.5, declaredRank: 1 });
    expect(t.participants[3]).toMatchObject({ rating: 0, fideId: '' });
    expect(t.rounds).toBe(3);
  });
  it('reads every result code: games (1 = 0 and unrated W D L), forfeits (+ -), byes (H U) with 0000', () => {
    expect(t.participants[0]!.rounds.map((e) => [e.opponent, e.colour, e.code])).toEqual([[2, 'w', '1'], [3, 'b', '='], [4, 'w', '+']]);
    expect(t.participants[1]!.rounds[1]).toMatchObject({ opponent: null, colour: '-', code: 'H' });
    expect(t.participants[3]!.rounds.map((e) => e.code)).toEqual(['D', 'U', '-']);
    expect(t.participants.map((p) => pointsOf(t, p))).toEqual([2.5, 1, 1.5, 1.5]);
  });
  it('keeps the headers, newer records (142, 152, 162) and the team line; an unknown line is a warning, not an error', () => {
    expect(t.headers.map((h) => h.code)).toEqual(['012', '022', '032', '042', '052', '062', '072', '082', '092', '102', '112', '122', '132', '142', '152', '162', '013']);
    expect(t.headers[0]!.value).toBe('Open Test 2025');
    expect(t.warnings).toEqual(['line 18: unknown line "999 a line nobody kn…" skipped']);
  });
  it('warns when the points written differ from the results, and uses the results', () => {
    const bad = parseTrf(FILE.replace('2.5    1     2 w 1', '3.0    1     2 w 1'));
    expect(bad.warnings.some((w) => /line 19: player 1 has 3 points written but 2.5/.test(w))).toBe(true);
  });
  it('reads the other spellings: Z and blank rounds, 0000 - + (full-point bye), 0000 - - (absent), F', () => {
    const t2 = parseTrf(trf([
      { no: 1, name: 'A', rounds: ['0 - +', '0 - -', '0 - F', '', '0 - Z'] },
    ]));
    expect(t2.participants[0]!.rounds.map((e) => e.code)).toEqual(['F', 'Z', 'F', 'Z', 'Z']);
  });
  it('reads bbpPairings point systems (BBW, BBD …)', () => {
    const t3 = parseTrf(['BBW 3', 'BBD 1', trfLine({ no: 1, name: 'A', rounds: ['2 w 1'] }), trfLine({ no: 2, name: 'B', rounds: ['1 b 0'] })].join('\n'));
    expect(t3.points.win).toBe(3);
    expect(pointsOf(t3, t3.participants[0]!)).toBe(3);
  });
  it('writes what it reads: the written file reads back to the same participants and results', () => {
    const again = parseTrf(writeTrf(t));
    expect(again.participants.map((p) => ({ ...p, line: 0 }))).toEqual(t.participants.map((p) => ({ ...p, line: 0 })));
    expect(again.headers.map((h) => [h.code, h.value.trimEnd()])).toEqual(t.headers.map((h) => [h.code, h.value.trimEnd()]));
  });
  it('writes the computed rank and points into columns 81–89', () => {
    const out = writeTrf(t, new Map([[1, 1], [2, 4], [3, 2], [4, 3]])).split('\n');
    const line = out.find((l) => l.startsWith('001    2'))!;
    expect(line.slice(80, 89)).toBe(' 1.0    4');
  });
});

describe('a damaged TRF is refused with its line number and what is wrong', () => {
  const lines = FILE.split('\n');
  const damage = (lineNo: number, f: (s: string) => string) => lines.map((l, i) => (i === lineNo - 1 ? f(l) : l)).join('\n');
  const cases: [string, string, number, RegExp][] = [
    ['an unknown result code', damage(19, (s) => s.replace('2 w 1', '2 w X')), 19, /round 1: result "X" \(column 99\) is not a TRF result code/],
    ['a bad colour', damage(20, (s) => s.replace('1 b 0', '1 x 0')), 20, /round 1: colour "x" \(column 97\) is not w, b or -/],
    ['a rating that is not a number', damage(21, (s) => s.replace('2200', '22O0')), 21, /rating \(columns 49–52\) "22O0" is not a whole number/],
    ['an opponent without a line', damage(22, (s) => s.replace('3 b D', '9 b D')), 22, /round 1: opponent 9 has no player line/],
    ['results that do not match', damage(21, (s) => s.replace('4 w D', '4 w 1')), 22, /round 1: result "D" of 4 does not match "1" of 3 \(line 21\)/],
    ['pairings that do not match (named on the other line, which names this one)', damage(20, (s) => s.replace('3 w =', '4 w =')), 22, /round 3: player 4 should be paired with 2 \(line 20\) but the line says 1/],
    ['a start number used twice', damage(22, (s) => s.replace('001    4', '001    3')), 22, /start number 3 already used on line 21/],
    ['a game without a result', damage(19, (s) => s.replace('2 w 1', '2 w  ')), 19, /round 1: a game against 2 without a result/],
    ['a bye with an opponent', damage(20, (s) => s.replace('0000 - H', '0003 - H')), 20, /round 2: result "H" is a bye, but opponent 3 is given/],
    ['a round out of its columns', damage(19, (s) => s.replace('     2 w 1', '    2 w 1 ')), 19, /round 1: .* is not in its columns/],
    ['points that are not a number', damage(19, (s) => s.replace(' 2.5    1', ' 2,5    1')), 19, /points \(columns 81–84\) "2,5" is not a number/],
  ];
  for (const [name, text, line, message] of cases)
    it(name, () => {
      let err: unknown;
      try {
        parseTrf(text);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(TrfError);
      expect((err as TrfError).line).toBe(line);
      expect((err as TrfError).message).toMatch(new RegExp(`^line ${line}: `));
      expect((err as TrfError).message).toMatch(message);
    });
  it('a file without player lines', () => expect(() => parseTrf('012 Empty\n')).toThrow(/no player lines/));
});

import { crosstableToTrf, CrosstableError } from './crosstable';
import { SWISS } from './fixtures';

describe('a crosstable typed by hand', () => {
  const rows = [
    { name: 'A', rating: '2000', results: '4w1 5b1 3w1 2b=' },
    { name: 'B', rating: '1900', results: '5w= H 6b1 1w=' },
    { name: 'C', rating: '1800', results: '6w+ 4b= 1b0 U' },
    { name: 'D', rating: '1700', results: '1b0 3w= U 6w0' },
    { name: 'E', rating: '1600', results: '2b= 1w0 Z -' },
    { name: 'F', rating: '1500', results: '3b- U 2w0 4b1' },
  ];
  it('gives the same tournament as the TRF of the hand-checked Swiss', () => {
    const a = parseTrf(crosstableToTrf(rows));
    const b = parseTrf(SWISS);
    expect(a.participants.map((p) => [p.name, p.rating, p.rounds])).toEqual(b.participants.map((p) => [p.name, p.rating, p.rounds]));
  });
  it('names the row and round of a token it cannot read', () => {
    expect(() => crosstableToTrf([{ name: 'A', rating: '', results: '2w1 x' }])).toThrow(CrosstableError);
    expect(() => crosstableToTrf([{ name: 'A', rating: '', results: '2w1 x' }])).toThrow(/row 1: round 2: "x" is not a result/);
    expect(() => crosstableToTrf([{ name: 'A', rating: '20o0', results: '' }])).toThrow(/row 1: rating "20o0"/);
  });
});
