// `npm start`: builds the static site when there is no build yet (or when asked to), then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.env.REBUILD === '1' || !existsSync(join(root, 'out', 'index.html'))) run('npm', ['run', 'build']);
run('node', [join(root, 'scripts', 'serve.mjs')]);
