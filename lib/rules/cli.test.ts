import { describe, it, expect } from 'vitest';
import { cliRunner, expectOneLineFailure } from '../cli/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, 'cli.ts');
const cli = cliRunner(CLI);

describe('command-line wrapper', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rules-cli-'));
  it('prints the ruling and exits 0 for a good case file', () => {
    const file = join(dir, 'case.json');
    writeFileSync(file, JSON.stringify({ edition: '2009', events: [{ type: 'move', san: 'f3' }, { type: 'move', san: 'e5' }, { type: 'move', san: 'g4' }, { type: 'move', san: 'Qh4#' }] }));
    const r = cli([file]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'over', result: '0-1', termination: 'checkmate' });
    expect(r.stderr).toBe('');
  });
  it('reads standard input with "-"', () => {
    const r = cli(['-'], JSON.stringify({ edition: '2023', events: [{ type: 'move', san: 'e4' }] }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).status).toBe('ongoing');
  });
  const bad: [string, string, RegExp][] = [
    ['bad JSON', '{"edition": ', /bad JSON/],
    ['unknown edition', '{"edition": "1999"}', /unknown edition/],
    ['bad FEN', '{"edition": "2009", "start": "8/8/8/8/8/8/8/8 w - - 0 1"}', /bad FEN/],
    ['illegal SAN', '{"edition": "2009", "events": [{"type": "move", "san": "Ke2"}]}', /not a legal move/],
    ['nonsensical event', '{"edition": "2009", "events": [{"type": "dance"}]}', /unknown type/],
    ['unknown mode', '{"edition": "2009", "mode": "bullet"}', /unknown mode/],
    ['events not a list', '{"edition": "2009", "events": {}}', /"events" must be an array/],
    ['clock pressed by the player not having the move', '{"edition": "2023", "events": [{"type": "press-clock", "color": "black"}]}', /it is white's move/],
    ['a move with three hands', '{"edition": "2023", "events": [{"type": "move", "san": "e4", "hands": 3}]}', /"hands" must be 1 or 2/],
    ['a quickplay claim without the finding', '{"edition": "2009", "clock": {"white": 60, "black": 60}, "events": [{"type": "claim", "claim": "quickplay-finish"}]}', /"finding"/],
    ['a quickplay claim without clock times', '{"edition": "2009", "events": [{"type": "claim", "claim": "quickplay-finish", "finding": "no-effort"}]}', /clock times/],
    ['a bad time control', '{"edition": "2018", "timeControl": {"increment": -5}}', /timeControl.increment/],
    ['a flag of no colour', '{"edition": "2018", "events": [{"type": "flag", "color": "red"}]}', /"both"/],
  ];
  for (const [name, input, message] of bad) {
    it(`exits 2 with one line on standard error: ${name}`, () => {
      expectOneLineFailure(cli(['-'], input), message);
    });
  }
  it('rules on the new events: both flags in the last period of a 2009 game are a draw (6.11b)', () => {
    const r = cli(['-'], JSON.stringify({ edition: '2009', events: [{ type: 'move', san: 'e4' }, { type: 'flag', color: 'both' }] }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'time', rulings: [{ event: 1, articles: ['6.11b'] }] });
  });
  it('exits 2 for a missing file', () => {
    const r = cli([join(dir, 'nope.json')]);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
