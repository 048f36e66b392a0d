import { describe, it, expect } from 'vitest';
import { cliRunner, expectOneLineFailure } from '../cli/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUND_ROBIN, SWISS } from './fixtures';

const CLI = join(__dirname, 'cli.ts');
const cli = cliRunner(CLI);

// Each test starts Node with tsx once or twice: slow on a loaded machine, hence the generous timeout.
describe('tiebreaks command line', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'tiebreaks-cli-'));
  const swiss = join(dir, 'swiss.trf');
  writeFileSync(swiss, SWISS);
  it('prints the tab-separated table: header as given, one row per participant in start-number order', () => {
    const r = cli([swiss, '--tb', 'PTS,DE,BH-C1']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(['StartNo\tRank\tPTS\tDE\tBH-C1', '1\t1\t3.5\t0\t6.5', '2\t3\t2.5\t0\t7', '3\t2\t2.5\t0\t8.5', '4\t5\t1.5\t0\t8', '5\t6\t0.5\t0\t6.5', '6\t4\t2\t0\t6', ''].join('\n'));
  });
  it('decimals as needed (13.75 style), ratings as integers, modifiers as written', () => {
    const r = cli([swiss, '--tb', 'SB,sb-c1,ARO,TPR']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('StartNo\tRank\tSB\tsb-c1\tARO\tTPR');
    expect(lines[1]).toBe('1\t1\t6.75\t5.25\t1750\t2086');
  });
  it('reads standard input with "-"; tied participants share the better rank', () => {
    const r = cli(['-', '--tb', 'PTS,DE,SB'], ROUND_ROBIN);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('StartNo\tRank\tPTS\tDE\tSB');
    expect(r.stdout.split('\n').slice(1, 6).map((l) => l.split('\t').slice(0, 2).join(' '))).toEqual(['1 1', '2 3', '3 2', '4 4', '5 5']);
    const tied = cli(['-', '--tb', 'PTS,DE'], ROUND_ROBIN);
    expect(tied.stdout.split('\n').slice(1, 6).map((l) => l.split('\t')[1])).toEqual(['1', '3', '2', '3', '5']);
  });
  it('--system swiss treats forfeits as unplayed rounds (Article 16) even when all have met', () => {
    const rr = cli(['-', '--tb', 'BH'], ROUND_ROBIN).stdout.split('\n')[4]!;
    const sw = cli(['-', '--tb', 'BH', '--system', 'swiss'], ROUND_ROBIN).stdout.split('\n')[4]!;
    expect(rr).toBe('4\t3\t8');
    expect(sw).not.toBe(rr);
  });
  it('--unplayed annex-2007 uses the seed\'s 2007 annex: BH-C1 of #2 is 8 instead of 7', () => {
    const r = cli([swiss, '--tb', 'BH-C1', '--unplayed', 'annex-2007']);
    expect(r.stdout.split('\n')[2]).toBe('2\t2\t8');
  });
  it('exports CSV and TRF with the computed ranks', () => {
    const csv = cli([swiss, '--tb', 'BH-C1', '--format', 'csv']).stdout.split('\n');
    expect(csv[0]).toBe('Rank,StartNo,Name,Federation,Rating,PTS,BH-C1');
    expect(csv[2]).toBe('2,3,C,,1800,2.5,8.5');
    const out = cli([swiss, '--tb', 'BH-C1', '--format', 'trf']).stdout.split('\n');
    expect(out.find((l) => l.startsWith('001    3'))!.slice(80, 89)).toBe(' 2.5    2');
  });
  const bad: [string, string[], string | undefined, RegExp][] = [
    ['an unknown tie-break', ['-', '--tb', 'PTS,XYZ'], SWISS, /unknown tie-break "XYZ"/],
    ['a modifier a tie-break does not take', ['-', '--tb', 'WIN-C1'], SWISS, /WIN takes no Cut modifier/],
    ['a damaged line', ['-', '--tb', 'PTS'], SWISS.replace('3 w 1', '3 w Q'), /^tiebreaks: line 2: round 3: result "Q"/],
    ['results that disagree', ['-', '--tb', 'PTS'], SWISS.replace('4 w 1', '4 w ='), /^tiebreaks: line 5: round 1: result "0" of 4 does not match "=" of 1 \(line 2\)/],
    ['no tie-break list', ['-'], SWISS, /usage: tiebreaks/],
    ['an unknown option', ['-', '--tb', 'PTS', '--colour'], SWISS, /unknown option --colour/],
    ['a file that is not a TRF', ['-', '--tb', 'PTS'], 'hello\n', /no player lines/],
  ];
  for (const [name, args, input, message] of bad)
    it(`exits 2 with one line on standard error: ${name}`, () => {
      expectOneLineFailure(cli(args, input), message);
    });
  it('exits 2 for a missing file', () => {
    const r = cli([join(dir, 'nope.trf'), '--tb', 'PTS']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot read .*nope.trf: ENOENT/);
  });
  it('lists unknown lines as warnings on standard error with --warnings, still exiting 0', () => {
    const r = cli(['-', '--tb', 'PTS', '--warnings'], '999 something new\n' + SWISS);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/warning: line 1: unknown line "999 something new" skipped/);
  });
});
