/**
 * Benchmark (not a test): a generated 300-player, 11-round Swiss (half-point byes, forfeits,
 * withdrawals) ranked with every tie-break the calculator knows, with their working. Run:
 * `npm run --silent bench:tiebreaks`. Prints the median and the slowest of many runs, with and
 * without reading the TRF text. Target: median under 100 ms.
 */
import { computeStandings, parseTieBreakList, parseTrf, writeTrf } from './index';
import { generateSwiss } from './generate';

const EVERY = 'PTS,DE,WIN,WON,BPG,BWG,PS,PS-C1,REP,BH,BH-C1,BH-C2,BH-M1,BH-M2,AOB,FB,FB-C1,SB,SB-C1,KS,ARO,ARO-C1,TPR,PTP,APRO,APPO';

const t = generateSwiss({ players: 300, rounds: 11, seed: 2024, byes: 0.02, forfeits: 0.01, withdrawals: 6 });
const text = writeTrf(t);
const list = parseTieBreakList(EVERY);
const codes = new Map<string, number>();
for (const p of t.participants) for (const e of p.rounds) codes.set(e.code, (codes.get(e.code) ?? 0) + 1);

function time(f: () => void, runs: number): { median: number; max: number } {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    f();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]! };
}

// Warm up the JIT, then measure.
time(() => computeStandings(parseTrf(text), list), 5);
const standings = time(() => computeStandings(t, list), 30);
const withParse = time(() => computeStandings(parseTrf(text), list), 30);
const fmt = (x: { median: number; max: number }) => `median ${x.median.toFixed(1)} ms, slowest ${x.max.toFixed(1)} ms`;
console.log(`300 players, 11 rounds, ${list.length} tie-breaks (${EVERY})`);
console.log(`results: ${[...codes].map(([c, k]) => `${c}×${k}`).join(' ')}`);
console.log(`standings with working: ${fmt(standings)}`);
console.log(`reading the TRF + standings: ${fmt(withParse)}`);
console.log(withParse.median < 100 ? 'under 100 ms: ok' : 'OVER 100 ms');
process.exitCode = withParse.median < 100 ? 0 : 1;
