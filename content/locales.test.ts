import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n/resources';
import { locales } from '@/lib/languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...all, [key]: v } : { ...all, ...flatten(v, key) };
  }, {});
}

const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it.each(namespaces)('every language has every %s string, none empty, with the same placeholders', (ns) => {
    const reference = flatten(resources.en[ns] as Tree);
    for (const locale of locales) {
      const strings = flatten(resources[locale][ns] as Tree);
      expect(Object.keys(strings).sort(), `${locale}/${ns}.json keys`).toEqual(Object.keys(reference).sort());
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), `${locale}/${ns}.json ${key} is empty`).not.toBe('');
        expect(placeholders(value), `${locale}/${ns}.json ${key}`).toEqual(placeholders(reference[key]!));
      }
    }
  });

  // Terms a language's own Laws text takes from French or English unchanged.
  // Unit abbreviations ("3 min") are the same in every language.
  const borrowed = { pt: ['glossary:term.enPassant', 'board:clock.minutes'], gl: ['board:clock.minutes'] };

  it('the Portuguese and Galician texts are not left in English', () => {
    for (const locale of ['pt', 'gl'] as const) {
      for (const ns of namespaces) {
        const en = flatten(resources.en[ns] as Tree);
        const translated = flatten(resources[locale][ns] as Tree);
        // Strings made only of placeholders and punctuation ("{{square}}, {{piece}}") may stay as they are.
        const words = (v: string) => /\p{L}{2,}/u.test(v.replace(/{{\s*\w+\s*}}/g, ''));
        const same = Object.keys(en).filter((k) => en[k] === translated[k] && words(en[k]!) && !borrowed[locale].includes(`${ns}:${k}`));
        expect(same, `${locale}/${ns}.json`).toEqual([]);
      }
    }
  });
});

// One glossary per language, with the terms of that language's own Laws text (see DEVELOPERS guide):
// in Galician "roque" is the rook and "enroque" castling; in Portuguese "roque" is castling.
describe('chess glossary', () => {
  it('uses each language’s own terms', () => {
    expect(resources.gl.glossary.piece).toMatchObject({ r: 'roque', q: 'raíña', n: 'cabaleiro', p: 'peón' });
    expect(resources.gl.glossary.term).toMatchObject({ castling: 'enroque', check: 'xaque', pieces: 'trebellos' });
    expect(resources.gl.glossary.term).toMatchObject({ draw: 'táboas', scoresheet: 'impreso', flag: 'bandeira' });
    expect(resources.pt.glossary.term).toMatchObject({ draw: 'empate', scoresheet: 'planilha', flag: 'seta' });
    expect(resources.pt.glossary.piece).toMatchObject({ r: 'torre', q: 'dama', n: 'cavalo', p: 'peão' });
    expect(resources.pt.glossary.term).toMatchObject({ castling: 'roque', check: 'xeque', pieces: 'peças' });
  });
});
