/**
 * Command line: `npm run --silent tiebreaks -- FILE.trf --tb PTS,DE,BH-C1` (`-` reads standard input).
 * Prints a tab-separated table (contract in README.md) and exits 0; for a file it cannot read, a
 * damaged TRF line or an unknown tie-break, prints one line on standard error and exits 2.
 */
import { failWith, readInput } from '../cli/jsonCase';
import { computeStandings } from './standings';
import { toCsv, toTrf, toTsv } from './export';
import { parseTieBreakList, TieBreakError } from './registry';
import { parseTrf, TrfError } from './trf';
import type { PairingSystem } from './types';
import type { UnplayedRules } from './context';

const USAGE = 'usage: tiebreaks <FILE.trf | -> --tb PTS,DE,BH-C1 [--system swiss|rr] [--unplayed c07-2024|annex-2007] [--format tsv|csv|trf] [--warnings]';

const fail: (message: string, code?: number) => never = failWith('tiebreaks');

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--');
  let file: string | undefined;
  let tb: string | undefined;
  let system: PairingSystem | undefined;
  let format = 'tsv';
  let warnings = false;
  let unplayed: UnplayedRules = 'c07-2024';
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) fail(`${a} needs a value; ${USAGE}`);
      return v;
    };
    if (a === '--tb') tb = value();
    else if (a.startsWith('--tb=')) tb = a.slice(5);
    else if (a === '--system') {
      const v = value();
      if (v === 'swiss') system = 'swiss';
      else if (v === 'rr' || v === 'round-robin') system = 'round-robin';
      else fail(`unknown system "${v}" (swiss or rr)`);
    } else if (a === '--unplayed') {
      const v = value();
      if (v !== 'c07-2024' && v !== 'annex-2007') fail(`unknown rules for unplayed games "${v}" (c07-2024 or annex-2007)`);
      unplayed = v;
    } else if (a === '--format') {
      format = value();
      if (!['tsv', 'csv', 'trf'].includes(format)) fail(`unknown format "${format}" (tsv, csv or trf)`);
    } else if (a === '--warnings') warnings = true;
    else if (a.startsWith('--')) fail(`unknown option ${a}; ${USAGE}`);
    else if (file === undefined) file = a;
    else fail(`one file only; ${USAGE}`);
  }
  if (file === undefined || tb === undefined) fail(USAGE);
  let specs;
  try {
    specs = parseTieBreakList(tb);
  } catch (err) {
    if (err instanceof TieBreakError) fail(err.message);
    throw err;
  }
  const text = readInput(file, fail);
  try {
    const t = parseTrf(text);
    const s = computeStandings(t, specs, { system, unplayed });
    if (warnings) for (const w of t.warnings) process.stderr.write(`tiebreaks: warning: ${w}\n`);
    process.stdout.write(format === 'csv' ? toCsv(s) : format === 'trf' ? toTrf(t, s) : toTsv(s));
  } catch (err) {
    if (err instanceof TrfError) fail(err.message);
    fail(`internal error: ${(err as Error)?.message ?? String(err)}`, 1);
  }
}

main(process.argv.slice(2));
