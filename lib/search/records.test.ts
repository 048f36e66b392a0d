import { describe, expect, it } from 'vitest';
import { examBank, regulationBank } from '@/lib/exam/bank';
import { lawRecords, lessonPages, numberTables, plainText, regulationExamRecords, regulationRecords, shorten, examRecords } from './records';

describe('law records', () => {
  const records = lawRecords();
  it('one per paragraph, linked to its anchor on the page of its own language', () => {
    const r = records.find((x) => x.url === '/pt/laws/2009/6/#p-6.1');
    expect(r?.content).toMatch(/^‘Relógio’ de xadrez’ significa um relógio com dois monitores de tempo/);
    expect(r?.meta).toMatchObject({ number: 'Artigo 6.1', edition: '2009', kind: 'law' });
    expect(r?.filters).toEqual({ edition: ['2009'], language: ['pt'], kind: ['law'] });
    expect(new Set(records.map((x) => x.url)).size).toBe(records.length);
  });
  it('marks the course translations, and only them', () => {
    expect(records.find((x) => x.url === '/gl/laws/2023/6/#p-6.1')?.meta.course).toBe('1');
    expect(records.find((x) => x.url === '/gl/laws/2009/6/#p-6.1')?.meta.course).toBeUndefined();
    expect(records.find((x) => x.url === '/en/laws/2023/6/#p-6.1')?.meta.course).toBeUndefined();
  });
  it('has no inline marks left in the text', () => {
    expect(records.filter((x) => /\{\{/.test(x.content))).toEqual([]);
    expect(plainText('a {{gap}} b {{restored:004|c d}} e')).toBe('a […] b c d e');
  });
});

describe('exam records and lesson pages', () => {
  it('each question once in each reader language, linking to it', () => {
    const records = examRecords();
    expect(records).toHaveLength(examBank().length * 3);
    for (const r of records) expect(r.url).toMatch(new RegExp(`^/${r.language}/exam/\\?edition=\\d{4}&question=${r.meta.question}$`));
  });
  it('each regulation question once in each reader language, in no edition, with its citations in words', () => {
    const records = regulationExamRecords();
    expect(records).toHaveLength(regulationBank().length * 3);
    for (const r of records) expect(r.url).toBe(`/${r.language}/exam/?question=${r.meta.question}`);
    expect(records.filter((r) => /\{\{/.test(r.content))).toEqual([]);
    expect(records.every((r) => !('edition' in r.filters))).toBe(true);
  });
  it("each lesson on one page per edition that shows it, in every language", () => {
    const pages = lessonPages();
    expect(pages).toContainEqual(expect.objectContaining({ locale: 'gl', edition: '2023', url: '/gl/laws/2023/6/#lesson-title' }));
    expect(pages.filter((p) => p.edition === '2023' && p.locale === 'pt').length).toBeGreaterThan(20);
  });
  it('shortens a long title at a word', () => {
    expect(shorten('White deliberately touches the knight', 25)).toBe('White deliberately…');
    expect(shorten('short', 25)).toBe('short');
  });
});

describe('number tables', () => {
  const tables = numberTables();
  it('find a paragraph however each edition prints its number', () => {
    expect(tables['2023']!['9.2']).toEqual(['9', 'p-9.2']);
    expect(tables['2009']!['9.2']).toEqual(['9', 'p-9.2']);
    expect(tables['2023']!['a4']).toEqual(['appendix-a', 'p-A.4']);
    expect(tables['2009']!['a4']).toEqual(['appendix-a', 'p-A4']);
    expect(tables['2023']!['9']).toEqual(['9', '']);
  });
  it('lack what the edition lacks', () => {
    expect(tables['2009']!['6.12.9']).toBeUndefined();
    expect(tables['2023']!['iii.4']).toEqual(['guidelines-iii', 'p-III.4']);
  });
});

describe('regulation records', () => {
  const records = regulationRecords();
  it("index the English texts on the English pages and each course translation on its reader's page", () => {
    const cut = records.filter((r) => r.url.endsWith('/regulations/c07/#p-16.5.1'));
    expect(cut.map((r) => r.language).sort()).toEqual(['en', 'gl', 'pt']);
    expect(cut.find((r) => r.language === 'pt')?.url).toBe('/pt/regulations/c07/#p-16.5.1');
    expect(cut.find((r) => r.language === 'pt')?.meta.course).toBe('1');
    expect(cut.find((r) => r.language === 'en')?.meta.course).toBeUndefined();
    expect(records.every((r) => r.filters.kind?.[0] === 'regulation' && !r.filters.edition)).toBe(true);
  });
  it('leave out the Manual commentary and the lost tables', () => {
    expect(records.some((r) => r.content.includes('Schiller and Scheveningen'))).toBe(false);
    expect(records.some((r) => r.content.includes('[…]'))).toBe(false);
  });
});
