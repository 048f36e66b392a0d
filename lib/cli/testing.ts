// For the command lines' tests: run a CLI as a user would (Node with tsx, from the project root), and the one-line
// failure every CLI promises.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

export const cliRunner = (script: string) => (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { input, encoding: 'utf8', cwd: join(__dirname, '..', '..') });

/** Exit 2, nothing on standard output, one line on standard error saying `message`, never a stack trace. */
export function expectOneLineFailure(r: SpawnSyncReturns<string>, message: RegExp): void {
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}
