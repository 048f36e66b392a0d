// The shape of the course glossary (content/glossary/terms.json): every term of the Laws with its word in each
// language's own text, where it is ruled, a plain definition and warnings where a word misleads. The UI's piece and
// term names (locales/*/glossary.json) are generated from it (lib/glossary/ui.ts).
import { z } from 'zod';

const text = z.object({ en: z.string().min(1), pt: z.string().min(1), gl: z.string().min(1) });

// A word as one language's Laws text prints it. `source` says which text: the official 2009 translation, or the
// course's own translation of 2018/2023 (for what 2009 does not have). English is the authentic text.
const word = z.object({
  term: z.string().min(1),
  // other words the same text uses for it ("raíña ou dama")
  also: z.array(z.string().min(1)).optional(),
  // the word the course translation of 2018/2023 uses where it differs from the 2009 one
  courseTerm: z.string().min(1).optional(),
  // everyday names the Laws never use ("threefold repetition"), shown as such
  common: z.array(z.string().min(1)).optional(),
  // the UI's label when it differs from the term ("pieces", "eu arrumo (j'adoube)")
  ui: z.string().min(1).optional(),
  // grammatical gender, for "the white rook" / "a torre branca" / "o roque branco"
  gender: z.enum(['m', 'f']).optional(),
});
const translated = word.extend({ source: z.enum(['2009', 'course']) });

export const termSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  // alignment topics (content/laws/alignment.json) where it is defined or ruled; the first decides the editions shown
  topics: z.array(z.string().min(1)).min(1),
  // the slug of its entry in the Laws' own Glossary (2018, 2023), if it has one
  lawsGlossary: z.string().optional(),
  // the piece it names (engine letter), for the UI's piece names
  piece: z.enum(['k', 'q', 'r', 'b', 'n', 'p']).optional(),
  // keys under `term.` in the UI namespace that take this term's name
  uiKeys: z.array(z.string()).optional(),
  en: word,
  pt: translated,
  gl: translated,
  definition: text,
  // `about`: the language whose word misleads
  // `readers`: the readers it is written for, when not every reader (a Portuguese reader is not told that
  // Portuguese "roque" is castling: the Galician and English readers are); every reader when left out
  // foreign words are marked {{pt:roque}} (shown quoted, with their lang attribute)
  warnings: z.array(z.object({ about: z.enum(['en', 'pt', 'gl']), readers: z.array(z.enum(['en', 'pt', 'gl'])).min(1).optional(), text })).optional(),
});

const colour = z.object({ name: z.string(), inSentence: z.string(), m: z.string(), f: z.string() });
const colours = z.object({
  // "white king" or "rei branco"
  order: z.enum(['adjective-first', 'noun-first']),
  article: z.object({ m: z.string(), f: z.string() }),
  w: colour,
  b: colour,
});

export const glossarySchema = z.object({
  colours: z.object({ en: colours, pt: colours, gl: colours }),
  terms: z.array(termSchema).min(1),
});

export type GlossaryTerm = z.infer<typeof termSchema>;
export type GlossaryData = z.infer<typeof glossarySchema>;
