// The UI's piece and term names are generated from the course glossary: the files i18next bundles must be exactly
// what the glossary gives (run `npm run glossary:ui` after editing content/glossary/terms.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, notationOf } from '../languages';
import { glossary } from './terms';
import { uiGlossary } from './ui';

describe('UI glossary namespace', () => {
  it.each(locales)('locales/%s/glossary.json is the one generated from content/glossary/terms.json', (locale) => {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, 'glossary.json'), 'utf8'));
    expect(file).toEqual(uiGlossary(glossary, locale));
  });

  it('names the Galician rook "roque" and castling "enroque", the Portuguese rook "torre" and castling "roque"', () => {
    expect(uiGlossary(glossary, 'gl').piece.r).toBe('roque');
    expect(uiGlossary(glossary, 'gl').term.castling).toBe('enroque');
    expect(uiGlossary(glossary, 'pt').piece.r).toBe('torre');
    expect(uiGlossary(glossary, 'pt').term.castling).toBe('roque');
    expect(uiGlossary(glossary, 'pt').theColoured.br).toBe('a torre preta');
    expect(uiGlossary(glossary, 'gl').theColoured.wr).toBe('o roque branco');
    expect(uiGlossary(glossary, 'en').coloured.bn).toBe('black knight');
  });

  // Appendix C: each piece's letter in notation (lib/languages.ts) is the initial of one of its names in the glossary.
  it.each(locales)('%s: the notation letters are initials of the glossary names of the pieces', (locale) => {
    const { letters } = notationOf(locale);
    const byPiece = { K: 'k', Q: 'q', R: 'r', B: 'b', N: 'n' } as const;
    for (const [english, piece] of Object.entries(byPiece)) {
      const t = glossary.terms.find((x) => x.piece === piece)!;
      const names = [t[locale].term, ...(t[locale].also ?? [])];
      const letter = letters[english as keyof typeof letters];
      // English N is the knight's (Appendix C2: "N for the knight"), the one letter that is not an initial
      const ok = (locale === 'en' && english === 'N') || names.some((n) => n.toLocaleUpperCase().startsWith(letter));
      expect(ok, `${locale} ${english} = ${letter}: ${names.join(', ')}`).toBe(true);
    }
  });
});
