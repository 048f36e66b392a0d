/**
 * Command-line wrapper: `npm run --silent rules -- case.json` (or `-` for standard input).
 * Prints the ruling as JSON and exits 0; for a case that cannot be read prints one line on
 * standard error and exits 2. Never prints a stack trace.
 */
import { readFileSync } from 'node:fs';
import { adjudicate } from './adjudicate';
import { CaseError } from './validate';

function fail(message: string, code: number): never {
  process.stderr.write(`rules: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(code);
}

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--');
  if (args.length !== 1) fail('usage: rules <case.json | ->', 2);
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
    process.stdout.write(`${JSON.stringify(adjudicate(data), null, 2)}\n`);
  } catch (err) {
    if (err instanceof CaseError) fail(err.message, 2);
    fail(`internal error: ${(err as Error)?.message ?? String(err)}`, 1);
  }
}

main(process.argv.slice(2));
