// The written rulings as the build reads them: every file of content/exam/rulings/ parsed on load (a file that breaks
// the schema stops the build with its name). Server-only.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rulingFileSchema, type WrittenRuling } from './rulingSchema';

const dir = join(process.cwd(), 'content', 'exam', 'rulings');

export const rulingFiles = (): string[] => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

export const readRulingFile = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));

let cache: WrittenRuling[] | undefined;
export function rulingBank(): WrittenRuling[] {
  if (!cache) {
    cache = rulingFiles().flatMap((f) => {
      const parsed = rulingFileSchema.safeParse(readRulingFile(f));
      if (!parsed.success) throw new Error(`content/exam/rulings/${f}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      return parsed.data.rulings;
    });
  }
  return cache;
}
