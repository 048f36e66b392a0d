import { describe, expect, it } from 'vitest';
import { locales } from '../languages';
import { citation, citationSegments } from './citation';
import { corpusEditions, loadAlignment, partsOf } from './corpus';
import { articlesFor } from './pages';

const text = (edition: string, ids: string[], locale: 'en' | 'pt' | 'gl') =>
  citationSegments(edition, ids, locale)
    .map((s) => s.text)
    .join('');

describe('a citation as the edition prints it', () => {
  it('an unlabelled paragraph is the labelled one before it with its position (the labelled one is the first)', () => {
    expect(citation('2009', '2.1+1', 'en')).toBe('Article 2.1, second paragraph');
    expect(citation('2009', '2.1+1', 'pt')).toBe('Artigo 2.1, segundo parágrafo');
    expect(citation('2009', '2.1+1', 'gl')).toBe('Artigo 2.1, segundo parágrafo');
    expect(citation('2009', '9.2b+2', 'en')).toBe('Article 9.2b, third paragraph');
    expect(citation('2009', '3.1+1', 'pt')).toBe('Artigo 3.1, segundo parágrafo');
  });

  it('at the start of a part, the part with its position', () => {
    expect(citation('2001', 'appendix-e+1', 'pt')).toBe('Apêndice E, primeiro parágrafo');
    expect(citation('2001', 'appendix-e+2', 'gl')).toBe('Apéndice E, segundo parágrafo');
    expect(citation('2009', 'preface+2', 'en')).toBe('Preface, second paragraph');
    expect(citation('2009', 'introduction+1', 'gl')).toBe('Introdución, primeiro parágrafo');
    expect(citation('2023', 'guidelines+1', 'pt')).toBe('Diretrizes, primeiro parágrafo');
  });

  it('a labelled paragraph by its number', () => {
    expect(citation('2009', '9.5b', 'en')).toBe('Article 9.5b');
    expect(citation('2023', '9.5.3', 'pt')).toBe('Artigo 9.5.3');
    expect(citation('2023', 'A.4.2', 'en')).toBe('Article A.4.2');
    expect(citation('2009', 'C13', 'gl')).toBe('Artigo C13');
  });

  it('the numbered guidelines as the Laws cite them ("Guidelines I.1.1"), the 2009 guidelines by item', () => {
    expect(citation('2018', 'III.4', 'en')).toBe('Guidelines III.4');
    expect(citation('2018', 'III.4', 'pt')).toBe('Diretrizes III.4');
    expect(citation('2009', 'G1a', 'en')).toBe('Guidelines, item 1a');
    expect(citation('2009', 'G10+1', 'pt')).toBe('Diretrizes, item 10, segundo parágrafo');
  });

  it('parts by their names in the reader’s language, the Galician and Portuguese ones as their Laws name them', () => {
    expect(citation('2009', 'appendix-a', 'pt')).toBe('Apêndice A');
    expect(citation('2009', 'appendix-a', 'gl')).toBe('Apéndice A');
    expect(citation('2018', 'guidelines-iii', 'en')).toBe('Guidelines III');
    expect(citation('2018', 'guidelines-iii', 'pt')).toBe('Diretrizes III');
    // The Galician 2009 text: "Liñas mestras para o caso de que unha partida teña que ser aprazada".
    expect(citation('2018', 'guidelines-iii', 'gl')).toBe('Liñas mestras III');
    expect(citation('2009', 'guidelines', 'en')).toBe('Guidelines');
    // The preface as the 2009 texts title it: "PREFÁCIO", "Proemio."
    expect(citation('2009', 'preface', 'pt')).toBe('Prefácio');
    expect(citation('2009', 'preface', 'gl')).toBe('Proemio');
    expect(citation('2023', 'glossary', 'pt')).toBe('Glossário');
    expect(citation('2023', 'glossary', 'gl')).toBe('Glosario');
    expect(citation('2023', '12', 'en')).toBe('Article 12');
  });

  it('the other unnumbered pieces: glossary entries, lettered items of the preface, examples and notes', () => {
    expect(citation('2023', 'glossary.algebraic-notation', 'en')).toBe('Glossary, “algebraic notation”');
    expect(citation('2009', 'preface-a', 'pt')).toBe('Prefácio, alínea a');
    expect(citation('2001', 'preface+3b', 'en')).toBe('Preface, item b');
    expect(citation('2009', 'C10-ex3+1', 'en')).toBe('Article C10, example 3, second paragraph');
    expect(citation('2009', 'F3b-note2', 'gl')).toBe('Artigo F3b, nota 2');
    expect(citation('2009', 'D1b+1+1', 'en')).toBe('Article D1b, third paragraph');
  });
});

describe('several paragraphs in one citation', () => {
  it('paragraphs of one article go together, a run as a range', () => {
    const ids = Array.from({ length: 13 }, (_, i) => `2.2+${i + 1}`);
    expect(text('1997', ids, 'en')).toBe('Article 2.2, paragraphs 2 to 14');
    expect(text('1997', ids, 'pt')).toBe('Artigo 2.2, parágrafos 2 a 14');
    expect(text('2001', ['appendix-e+1', 'appendix-e+2'], 'pt')).toBe('Apêndice E, parágrafos 1 e 2');
    expect(text('2001', ['6.1', '6.1+1'], 'gl')).toBe('Artigo 6.1, parágrafos 1 e 2');
  });

  it('plain articles share one word; citations with a position are named whole', () => {
    expect(text('2009', ['9.2', '9.3', '9.4'], 'en')).toBe('Articles 9.2, 9.3 and 9.4');
    expect(text('2009', ['9.2', '9.3'], 'pt')).toBe('Artigos 9.2 e 9.3');
    expect(text('2001', ['6.1+2', '6.3'], 'pt')).toBe('Artigo 6.1, terceiro parágrafo e Artigo 6.3');
    expect(text('2001', ['6.1+2', '6.3', '6.4'], 'en')).toBe('Article 6.1, third paragraph; Article 6.3 and Article 6.4');
  });

  it('each cited piece links to the first paragraph it covers; the joining words link nowhere', () => {
    expect(citationSegments('2009', ['9.2', '9.3'], 'en')).toEqual([{ text: 'Articles ' }, { text: '9.2', id: '9.2' }, { text: ' and ' }, { text: '9.3', id: '9.3' }]);
    expect(citationSegments('1997', ['2.2+1', '2.2+2', '2.2+3'], 'en')).toEqual([{ text: 'Article 2.2, paragraphs 2 to 4', id: '2.2+1' }]);
  });
});

// No id of the corpus reaches a reader: every paragraph and part of every edition, and every citation a lesson or
// question can make (an alignment topic), reads as the Laws print it.
describe('every id of the corpus', () => {
  const idLike = /\+\d|appendix-|guidelines-|glossary\.|preface-|-ex\d|-rec\d|-note\d/;
  it.each(corpusEditions())('%s: paragraphs and parts', (edition) => {
    for (const part of partsOf(edition)) {
      const ids = [part.id, ...Object.values(part.byLanguage).flatMap((p) => p?.paragraphs.map((q) => q.id) ?? [])];
      for (const id of ids) for (const locale of locales) expect(citation(edition, id, locale), `${edition} ${id} (${locale})`).not.toMatch(idLike);
    }
  });

  it('every alignment topic, in every edition that has it', () => {
    for (const topic of loadAlignment().topics) {
      for (const edition of Object.keys(topic.paragraphs)) {
        const ids = articlesFor([topic.topic], edition)!;
        for (const locale of locales) expect(text(edition, ids, locale), `${topic.topic} ${edition}`).not.toMatch(idLike);
      }
    }
  });
});
