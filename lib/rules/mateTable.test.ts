// The mate table (lib/rules/mateTable.json, written by scripts/mate-table.ts) and its use in "cannot checkmate by any
// possible series of legal moves" (6.9 and the rules that borrow its words).
import { describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import { EDITIONS } from '../editions';
import { materials, mateExists } from '../../scripts/mate-table';
import { mateAbility } from './deadPosition';
import { Board, BLACK, WHITE } from './movegen';
import table from './mateTable.json';
import { materialKey, mateInMaterial, mateReachable, type Man } from './mateTable';
import { at, lawText, run } from './testUtil';
import type { Edition } from './types';

const men = (s: string) => [...s] as Man[];
const parse = (key: string) => key.split('-').map((side) => men(side.slice(1))) as [Man[], Man[]];

describe('the mate table', () => {
  it('holds every pawnless material of up to five men once, and nothing else', () => {
    const keys = [...table.mate, ...table.noMate];
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(materials().map((m) => m.key)));
    expect(table.maxMen).toBe(5);
  });

  it('agrees with the enumeration of the script on a sample (every "no mate" of four men or fewer, and some mates)', () => {
    // the whole table takes about 40 s on one core (npx tsx scripts/mate-table.ts --check); the sample a few seconds
    const small = table.noMate.filter((k) => k.length <= 5); // four men or fewer
    const mates = table.mate.filter((k, i) => k.length <= 5 || i % 12 === 0);
    expect(small.length).toBeGreaterThan(5);
    for (const key of [...small, ...mates]) {
      const [mating, mated] = parse(key);
      expect(mateExists(mating, mated), key).toBe(table.mate.includes(key));
    }
  }, 120_000);

  it('knows the classical cases', () => {
    // a lone knight or bishop cannot mate a lone king, nor a king whose only man cannot block (a queen beside it
    // always covers the checking square); it can mate a king that has its own pieces to block
    expect(mateInMaterial(men('N'), [])).toBe(false);
    expect(mateInMaterial(men('L'), [])).toBe(false);
    expect(mateInMaterial(men('N'), men('Q'))).toBe(false);
    expect(mateInMaterial(men('N'), men('R'))).toBe(true);
    expect(mateInMaterial(men('N'), men('L'))).toBe(true);
    expect(mateInMaterial(men('L'), men('N'))).toBe(true);
    // bishops of one colour never mate a king that has no bishop of the other colour to block with
    expect(mateInMaterial(men('LL'), [])).toBe(false);
    expect(mateInMaterial(men('L'), men('D'))).toBe(true);
    expect(mateInMaterial(men('LD'), [])).toBe(true);
    // a king and two knights can mate (with the defender's help)
    expect(mateInMaterial(men('NN'), [])).toBe(true);
    // the colours of the squares do not matter, only whether bishops share them
    expect(materialKey(men('D'), men('L'))).toBe(materialKey(men('L'), men('D')));
    // what a capture can lead to: K+N v K+Q may become K+N v K (no mate) but never anything that mates
    expect(mateReachable(men('N'), men('Q'))).toBe(false);
    expect(mateReachable(men('N'), men('RQ'))).toBe(true);
    expect(mateInMaterial(men('QRN'), men('Q'))).toBe(undefined);
  });
});

// 6.9 in each edition's words: the flag does not lose when the opponent cannot checkmate "by any possible series of
// legal moves" (1997: "por qualquer seqüência de lances possíveis").
const FLAG: Record<Edition, [string, string]> = {
  '1997': ['6.9', 'não permitir a execução do mate pelo adversário por qualquer seqüência de lances possíveis'],
  '2001': ['6.10', "the opponent cannot checkmate the player's king by any possible series of legal moves"],
  '2009': ['6.9', 'the opponent cannot checkmate the player’s king by any possible series of legal moves'],
  '2018': ['6.9', 'the opponent cannot checkmate the player’s king by any possible series of legal moves'],
  '2023': ['6.9', 'the opponent cannot checkmate the player’s king by any possible series of legal moves'],
};

describe('a flag falls in a small ending: decided by the table, never by a guess', () => {
  const flag = (color: 'white' | 'black') => ({ type: 'flag', color }) as const;
  for (const edition of EDITIONS) {
    const [article, words] = FLAG[edition];
    it(`${edition} (${article}): White's queen against Black's lone knight: White's flag falling is a draw`, () => {
      expect(lawText(edition, article)).toContain(words);
      const r = run(edition, [flag('white')], { start: '4k3/8/8/3n4/8/8/8/Q3K3 w - - 0 1' });
      expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'time' });
      expect(at(r, 0)).toMatchObject({ decision: 'flag-fall-draw', articles: expect.arrayContaining([article]) });
      // Black's flag: the queen can mate, so White wins
      expect(run(edition, [flag('black')], { start: '4k3/8/8/3n4/8/8/8/Q3K3 w - - 0 1' })).toMatchObject({ result: '1-0' });
    });
    it(`${edition} (${article}): a lone knight can mate a king that has its own rook to block; a king and two knights can mate`, () => {
      expect(run(edition, [flag('white')], { start: '4k3/8/8/3n4/8/8/8/R3K3 w - - 0 1' })).toMatchObject({ result: '0-1', termination: 'time' });
      expect(run(edition, [flag('white')], { start: '4k3/8/8/3b4/8/8/8/N3K3 w - - 0 1' })).toMatchObject({ result: '0-1', termination: 'time' });
      expect(run(edition, [flag('black')], { start: '4k3/8/8/8/8/8/8/NN2K3 w - - 0 1' })).toMatchObject({ result: '1-0', termination: 'time' });
      // bishops on one colour against a bare king: a draw
      expect(run(edition, [flag('black')], { start: '4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1' })).toMatchObject({ result: '1/2-1/2' });
    });
  }
});

describe('"cannot checkmate" is never unknown in a pawnless ending of up to five men', () => {
  it('answers yes or no on 300 random legal positions, and no exactly when the table rules out every material', () => {
    let seed = 26;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return Math.floor(seed / 65536) % n;
    };
    let tried = 0;
    while (tried < 300) {
      const cells: string[] = Array(64).fill('');
      const put = (p: string) => {
        for (;;) {
          const s = rnd(64);
          if (!cells[s]) return void (cells[s] = p);
        }
      };
      put('K');
      put('k');
      const count = 1 + rnd(3);
      for (let i = 0; i < count; i++) {
        const l = 'QRBN'[rnd(4)]!;
        put(rnd(2) ? l : l.toLowerCase());
      }
      const rows = Array.from({ length: 8 }, (_, r) => cells.slice((7 - r) * 8, (7 - r) * 8 + 8).map((c) => c || '1').join('').replace(/1+/g, (m) => String(m.length)));
      const fen = `${rows.join('/')} ${rnd(2) ? 'w' : 'b'} - - 0 1`;
      try {
        new Chess(fen);
      } catch {
        continue;
      }
      const b = Board.fromFen(fen);
      if (b.inCheck(b.turn === WHITE ? BLACK : WHITE)) continue;
      tried++;
      for (const c of [WHITE, BLACK] as const) {
        const answer = mateAbility(b, c);
        expect(answer, `${fen}, ${c === WHITE ? 'White' : 'Black'} mating`).not.toBe('unknown');
        const own = (side: 0 | 1) =>
          cells.flatMap((p, s) => {
            if (!p || p.toUpperCase() === 'K' || (p === p.toUpperCase() ? 0 : 1) !== side) return [];
            const t = p.toUpperCase();
            return [(t === 'B' ? ((s & 7) + (s >> 3)) % 2 ? 'L' : 'D' : t) as Man];
          });
        if (!mateReachable(own(c), own(c === WHITE ? BLACK : WHITE))) expect(answer, fen).toBe('no');
      }
    }
  }, 60_000);
});
