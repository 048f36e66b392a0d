/**
 * Benchmark (not a test): the time of one ruling on a 200-move game (400 half-moves) with
 * claims and a clock. Run: `npm run --silent bench:rules` (tsx lib/rules/bench.ts).
 * Prints the median and 95th percentile over many runs. Target: median under 5 ms.
 * For comparison it also times replaying the same game with chess.js (`Chess.move(san)`),
 * the figure behind the decision to replay games on the engine's own board (README.md).
 */
import { Chess } from 'chess.js';
import { adjudicate } from './adjudicate';
import { Board } from './movegen';
import type { Case, CaseEvent } from './types';
import { START_FEN } from '../chess/fen';

/** A deterministic pseudo-random game that lasts `plies` half-moves without ending. */
export function benchGame(plies = 400): string[] {
  for (let seed = 1; ; seed++) {
    let s = seed;
    const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
    const b = Board.fromFen(START_FEN);
    const sans: string[] = [];
    let ok = true;
    while (sans.length < plies) {
      const legal = b.legalMoves();
      // prefer quiet moves so that material stays on the board for longer
      const quiet = legal.filter((m) => !m.captured);
      const pool = quiet.length && rnd() < 0.85 ? quiet : legal;
      const m = pool[Math.floor(rnd() * pool.length)];
      if (!m) {
        ok = false;
        break;
      }
      sans.push(b.san(m, legal));
      b.make(m);
      b.commit();
      if (!b.hasLegalMove()) {
        ok = false;
        break;
      }
    }
    if (ok) return sans;
  }
}

export function benchCase(plies = 400): Case {
  const sans = benchGame(plies);
  const events: CaseEvent[] = [];
  sans.forEach((san, i) => {
    if (i > 0 && i % 40 === 0) {
      events.push({ type: 'claim', claim: 'fifty-moves' });
      events.push({ type: 'claim', claim: 'threefold', san });
    }
    events.push({ type: 'move', san });
  });
  events.push({ type: 'claim', claim: 'threefold' });
  return { edition: '2023', mode: 'standard', start: 'startpos', clock: { white: 5400, black: 5400 }, events };
}

/** Median and 95th percentile (ms) of `runs` timed calls after `warm` untimed ones. */
function time(fn: () => void, runs: number, warm: number): { median: number; p95: number } {
  for (let i = 0; i < warm; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

function main(): void {
  const c = benchCase(400);
  // check that the case is valid and ends as expected before timing it
  const first = adjudicate(c);
  const runs = 200;
  const engine = time(() => adjudicate(c), runs, 20);
  const moves = c.events?.filter((e) => e.type === 'move').length ?? 0;
  const claims = c.events?.filter((e) => e.type === 'claim').length ?? 0;
  console.log(`rules bench: ${moves} half-moves, ${claims} claims, ${runs} runs`);
  console.log(`median ${engine.median.toFixed(2)} ms, p95 ${engine.p95.toFixed(2)} ms (target: median < 5 ms)`);
  console.log(`ruling: ${first.status}, ${first.rulings.length} rulings, clock ${JSON.stringify(first.clock)}`);
  // the same moves replayed by chess.js alone (no claims, no rulings)
  const sans = benchGame(400);
  const replay = () => {
    const g = new Chess();
    for (const san of sans) g.move(san);
  };
  const ref = time(replay, 20, 3);
  const perPly = (ms: number) => ((ms * 1000) / sans.length).toFixed(0);
  console.log(
    `chess.js replay of the same ${sans.length} half-moves: median ${ref.median.toFixed(2)} ms (${perPly(ref.median)} µs per half-move), ` +
      `engine ruling ${perPly(engine.median)} µs per half-move`,
  );
}

main();
