/**
 * Command-line wrapper: `npm run --silent rules -- case.json` (or `-` for standard input).
 * Prints the ruling as JSON and exits 0; for a case that cannot be read prints one line on
 * standard error and exits 2. Never prints a stack trace.
 */
import { runJsonCase } from '../cli/jsonCase';
import { adjudicate } from './adjudicate';
import { CaseError } from './validate';

runJsonCase('rules', process.argv.slice(2), adjudicate, (err): err is CaseError => err instanceof CaseError);
