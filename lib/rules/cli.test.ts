import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, 'cli.ts');
const cli = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { input, encoding: 'utf8', cwd: join(__dirname, '..', '..') });

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
  ];
  for (const [name, input, message] of bad) {
    it(`exits 2 with one line on standard error: ${name}`, () => {
      const r = cli(['-'], input);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }
  it('exits 2 for a missing file', () => {
    const r = cli([join(dir, 'nope.json')]);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
