/**
 * Benchmark (not a test): a generated 300-player, 11-round Swiss (half-point byes, forfeits,
 * withdrawals) ranked with every tie-break the calculator knows, with their working. Run:
 * `npm run --silent bench:tiebreaks`. Prints the median and the slowest of many runs, with and
 * without reading the TRF text. Target: median under 100 ms.
 */
import { computeStandings, parseTieBreakList, parseTrf, writeTrf } from './index';
import { cpus, loadavg } from 'node:os';
import { generateSwiss } from './generate';

const load = loadavg()[0]!;
const cores = cpus().length;

const EVERY = 'PTS,DE,WIN,WON,BPG,BWG,PS,PS-C1,REP,BH,BH-C1,BH-C2,BH-M1,BH-M2,AOB,FB,FB-C1,SB,SB-C1,KS,ARO,ARO-C1,TPR,PTP,APRO,APPO';

const t = generateSwiss({ players: 300, rounds: 11, seed: 2024, byes: 0.02, forfeits: 0.01, withdrawals: 6 });
const text = writeTrf(t);
const list = parseTieBreakList(EVERY);
const codes = new Map<string, number>();
for (const p of t.participants) for (const e of p.rounds) codes.set(e.code, (codes.get(e.code) ?? 0) + 1);

// Wall-clock time, and the CPU time of this process (less sensitive to other work on a shared machine).
function time(f: () => void, runs: number): { median: number; max: number; cpu: number } {
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const start = performance.now();
    f();
    ms.push(performance.now() - start);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]!, cpu: cpu[Math.floor(cpu.length / 2)]! };
}

// Warm up the JIT, then measure.
time(() => computeStandings(parseTrf(text), list), 5);
const standings = time(() => computeStandings(t, list), 30);
const withParse = time(() => computeStandings(parseTrf(text), list), 30);
const fmt = (x: { median: number; max: number; cpu: number }) => `median ${x.median.toFixed(1)} ms, slowest ${x.max.toFixed(1)} ms (CPU median ${x.cpu.toFixed(1)} ms)`;
console.log(`300 players, 11 rounds, ${list.length} tie-breaks (${EVERY})`);
console.log(`results: ${[...codes].map(([c, k]) => `${c}×${k}`).join(' ')}`);
console.log(`standings with working: ${fmt(standings)}`);
console.log(`reading the TRF + standings: ${fmt(withParse)}`);
console.log(withParse.median < 100 ? 'under 100 ms: ok' : `OVER 100 ms${load > 2 ? ` (load average ${load.toFixed(1)} on ${cores} cores: run again on a quiet machine)` : ''}`);
process.exitCode = withParse.median < 100 ? 0 : 1;
