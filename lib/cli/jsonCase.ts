/**
 * The shape every JSON-case command line shares (`npm run --silent rules|ratings -- case.json`, `-` for standard
 * input): the result as JSON and exit 0; a case that cannot be read gets one line on standard error and exit 2;
 * anything else exit 1 with one line. Never a stack trace.
 */
import { readFileSync } from 'node:fs';

export function failWith(name: string) {
  return (message: string, code = 2): never => {
    process.stderr.write(`${name}: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    process.exit(code);
  };
}

/** Reads a file, or standard input for `-`; a file that cannot be read ends the command with exit 2. */
export function readInput(path: string, fail: (message: string) => never): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (err) {
    return fail(`cannot read ${path === '-' ? 'standard input' : path}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}

export function runJsonCase(name: string, argv: string[], compute: (data: unknown) => unknown, isCaseError: (err: unknown) => err is Error): void {
  const fail: (message: string, code?: number) => never = failWith(name);
  const args = argv.filter((a) => a !== '--');
  if (args.length !== 1) fail(`usage: ${name} <case.json | ->`);
  const text = readInput(args[0]!, fail);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    fail(`bad JSON: ${(err as Error).message}`);
  }
  try {
    process.stdout.write(`${JSON.stringify(compute(data), null, 2)}\n`);
  } catch (err) {
    if (isCaseError(err)) fail(err.message);
    fail(`internal error: ${(err as Error)?.message ?? String(err)}`, 1);
  }
}
