// content/regulations/notes.json: each text's source defects (recorded in English in the text) in the reader's
// language for the provenance box; English where a note is not translated (the content tests forbid that).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Locale } from '../languages';

const notesSchema = z.object({ about: z.string(), notes: z.array(z.object({ en: z.string(), pt: z.string().min(10), gl: z.string().min(10) }).strict()) }).strict();

let cached: z.infer<typeof notesSchema>['notes'] | undefined;
export function defectNotes() {
  cached ??= notesSchema.parse(JSON.parse(readFileSync(join(process.cwd(), 'content', 'regulations', 'notes.json'), 'utf8'))).notes;
  return cached;
}

/** A defect in the reader's language, and the language it is shown in. */
export function defectIn(en: string, locale: Locale): { text: string; language: Locale } {
  const note = defectNotes().find((n) => n.en === en);
  return note ? { text: note[locale], language: locale } : { text: en, language: 'en' };
}
