/**
 * Benchmark (not a test): the time of one ruling on a 200-move game (400 half-moves) with
 * claims, touches and a clock. Run: `npm run --silent bench:rules` (tsx lib/rules/bench.ts).
 * Prints the median and 95th percentile over many runs. Target: median under 5 ms.
 */
import { adjudicate } from './adjudicate';
import { Board } from './board';
import type { Case, CaseEvent } from './types';
import { START_FEN } from './validate';

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

function main(): void {
  const c = benchCase(400);
  // check that the case is valid and ends as expected before timing it
  const first = adjudicate(c);
  const runs = 200;
  for (let i = 0; i < 20; i++) adjudicate(c); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    adjudicate(c);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)]!;
  const p95 = times[Math.floor(runs * 0.95)]!;
  const moves = c.events?.filter((e) => e.type === 'move').length ?? 0;
  const claims = c.events?.filter((e) => e.type === 'claim').length ?? 0;
  console.log(`rules bench: ${moves} half-moves, ${claims} claims, ${runs} runs`);
  console.log(`median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target: median < 5 ms)`);
  console.log(`ruling: ${first.status}, ${first.rulings.length} rulings, clock ${JSON.stringify(first.clock)}`);
}

main();
