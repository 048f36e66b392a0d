/**
 * Command line: `npm run --silent ratings -- case.json` (or `-` for standard input). Prints the result as JSON and
 * exits 0; for a case that cannot be read prints one line on standard error and exits 2. Never a stack trace.
 */
import { readFileSync } from 'node:fs';
import { calculate } from './calculate';
import { RatingsError } from './errors';

function fail(message: string, code: number): never {
  process.stderr.write(`ratings: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(code);
}

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--');
  if (args.length !== 1) fail('usage: ratings <case.json | ->', 2);
  const path = args[0]!;
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (err) {
    fail(`cannot read ${path === '-' ? 'standard input' : path}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`, 2);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    fail(`bad JSON: ${(err as Error).message}`, 2);
  }
  try {
    process.stdout.write(`${JSON.stringify(calculate(data), null, 2)}\n`);
  } catch (err) {
    if (err instanceof RatingsError) fail(err.message, 2);
    fail(`internal error: ${(err as Error)?.message ?? String(err)}`, 1);
  }
}

main(process.argv.slice(2));
