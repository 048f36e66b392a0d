// The course's translations of the 2018 and 2023 Laws (content/laws/{2018,2023}/{pt,gl}.json): every paragraph of
// the English has its translation (or is marked missing), each says where its wording comes from, an "official"
// paragraph really is the official 2009 wording of the same English, and a translation keeps the English's numbers
// and article references.
import { describe, expect, it } from 'vitest';
import { editions } from '@/lib/editions';
import { isCourseTranslation, loadText } from '@/lib/laws/corpus';
import type { LawsText, Paragraph } from '@/lib/laws/schema';
import terms from './laws/glossary-terms.json';

const same = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
const byId = (t: LawsText) => new Map(t.parts.flatMap((part) => part.paragraphs.map((p) => [p.id, p] as const)));
// Numbers as written with digits: article numbers (6.8, III.4, A.4.2 keep their digits), minutes, moves.
const numbers = (s: string) => (s.replace(/\{\{restored:[^|]+\|/g, '').match(/\d+(?:\.\d+)*/g) ?? []).sort();

const translations = editions.flatMap((e) => (e.translations ?? []).map((language) => ({ edition: e.id, language, text: loadText(e.id, language)! })));

describe('the course translations', () => {
  it('are those of 2018 and 2023, in Portuguese and Galician', () => {
    expect(translations.map((t) => `${t.edition}/${t.language}`).sort()).toEqual(['2018/gl', '2018/pt', '2023/gl', '2023/pt']);
  });

  describe.each(translations.map((t) => [`${t.edition}/${t.language}`, t] as const))('%s', (_, { edition, language, text }) => {
    const en = loadText(edition, 'en')!;
    const mine = byId(text);
    const englishParagraphs = en.parts.flatMap((part) => part.paragraphs);

    it('is marked as the course’s, not authentic, translated from the English', () => {
      expect(isCourseTranslation(text)).toBe(true);
      expect(text.authentic).toBe(false);
    });

    it('translates every paragraph of the English, or marks it missing', () => {
      const lacking = englishParagraphs.filter((p) => {
        const t = mine.get(p.id);
        return !t || (!t.missing && !t.text.trim());
      });
      expect(lacking.map((p) => p.id)).toEqual([]);
      for (const part of en.parts) if (part.title) expect(text.parts.find((x) => x.id === part.id)?.title, `${part.id} title`).toBeTruthy();
    });

    it('says where every paragraph’s wording comes from', () => {
      const unmarked = [...mine.values()].filter((p) => !p.missing && !p.provenance);
      expect(unmarked.map((p) => p.id)).toEqual([]);
    });

    it('marks a paragraph "official" only where the English is word for word the official one’s, and reuses that wording', () => {
      const wrong: string[] = [];
      for (const p of mine.values()) {
        if (p.provenance !== 'official') continue;
        const [year, id] = [p.official!.split(':')[0]!, p.official!.slice(5)];
        const oldEn = byId(loadText(year, 'en')!).get(id);
        const oldMine = byId(loadText(year, language)!).get(id);
        const newEn = englishParagraphs.find((x) => x.id === p.id);
        if (!oldEn || !newEn || same(oldEn.text) !== same(newEn.text)) wrong.push(`${p.id}: the English differs from ${p.official}`);
        else if (!oldMine || same(oldMine.text) !== same(p.text)) wrong.push(`${p.id}: not the official wording of ${p.official}`);
      }
      expect(wrong).toEqual([]);
    });

    it('keeps the English’s numbers and article references in every course-translated paragraph', () => {
      const differ: string[] = [];
      for (const e of englishParagraphs) {
        const t: Paragraph | undefined = mine.get(e.id);
        if (!t || t.missing || t.provenance !== 'course') continue;
        if (JSON.stringify(numbers(t.text)) !== JSON.stringify(numbers(e.text))) differ.push(`${e.id}: ${numbers(e.text).join(' ')} → ${numbers(t.text).join(' ')}`);
      }
      expect(differ).toEqual([]);
    });
  });
});

describe('glossary entries cited in the reader’s language', () => {
  it('every Glossary entry has its term in Portuguese and Galician, as the translations print it', () => {
    const slugs = new Set(
      ['2018', '2023'].flatMap((ed) => loadText(ed, 'en')!.parts.find((p) => p.id === 'glossary')?.paragraphs.filter((p) => p.id.startsWith('glossary.')).map((p) => p.id.slice(9)) ?? []),
    );
    for (const language of ['pt', 'gl'] as const) {
      const table = terms[language] as Record<string, string>;
      expect([...slugs].filter((s) => !table[s]), language).toEqual([]);
      for (const ed of ['2023', '2018']) {
        const glossary = loadText(ed, language)?.parts.find((p) => p.id === 'glossary');
        for (const p of glossary?.paragraphs ?? []) {
          const slug = p.id.slice(9);
          if (p.id.startsWith('glossary.') && ed === '2023') expect(p.text.startsWith(table[slug]!), `${language} ${p.id}`).toBe(true);
        }
      }
    }
  });
});
