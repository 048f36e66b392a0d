/**
 * Command line: `npm run --silent ratings -- case.json` (or `-` for standard input). Prints the result as JSON and
 * exits 0; for a case that cannot be read prints one line on standard error and exits 2. Never a stack trace.
 */
import { runJsonCase } from '../cli/jsonCase';
import { calculate } from './calculate';
import { RatingsError } from './errors';

runJsonCase('ratings', process.argv.slice(2), calculate, (err): err is RatingsError => err instanceof RatingsError);
