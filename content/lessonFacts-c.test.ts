// The facts corrected or added in the second review of the lessons (issue 13, part C), each pinned to the paragraph
// of the Laws it comes from and to the fenced sentence of the lesson that states it. If a text of the corpus or a
// lesson's fence changes, the matching test fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonParts, lessons, neighbours } from '@/lib/content/lessons';
import { locales } from '@/lib/languages';
import type { CorpusLanguage } from '@/lib/languages';
import { corpusEditions, loadText } from '@/lib/laws/corpus';
import { articlesFor } from '@/lib/laws/pages';
import { loadTimeline } from '@/lib/laws/compare';
import { elementsIn, stringProps, type MdxNode } from './mdxTree';

const root = join(__dirname, '..');

// The text of one paragraph of one edition in one language.
function paragraph(edition: string, language: CorpusLanguage, id: string): string {
  const text = loadText(edition, language);
  const found = text?.parts.flatMap((p) => p.paragraphs).find((p) => p.id === id);
  if (!found) throw new Error(`${edition} ${language}: no paragraph ${id}`);
  return found.text;
}
const hasParagraph = (edition: string, language: CorpusLanguage, id: string) =>
  loadText(edition, language)?.parts.some((p) => p.paragraphs.some((q) => q.id === id)) ?? false;

const textOf = (node: MdxNode): string =>
  (typeof node.value === 'string' ? node.value : '') + (node.children ?? []).map(textOf).join(' ');

// The reader-visible text of the <InEditions from=… to=…> blocks of a lesson with exactly that fence.
function fenced(locale: string, slug: string, from: string | undefined, to: string | undefined): string {
  const text = readFileSync(join(root, 'content', 'lessons', locale, `${slug}.mdx`), 'utf8');
  return elementsIn(text)
    .filter(({ node }) => node.name === 'InEditions')
    .filter(({ node }) => stringProps(node).from === from && stringProps(node).to === to)
    .map(({ node }) => textOf(node).replace(/\s+/g, ' '))
    .join('\n');
}

describe('the dead-position rule in 1997', () => {
  it('is in 1997 9.6, and the timeline says so instead of denying it', () => {
    expect(paragraph('1997', 'pt', '9.6')).toMatch(/impossível a execução do mate por qualquer seqüência legal/);
    expect(articlesFor(['draw.dead-position'], '1997')).toEqual(['9.6']);
    const y1997 = loadTimeline().find((e) => e.edition === '1997')!;
    for (const h of y1997.headlines) expect(h.en, h.paragraph).not.toMatch(/no dead-position/i);
    const dead = y1997.headlines.find((h) => h.paragraph === '9.6');
    expect(dead?.part).toBe('9');
    expect(dead?.en).toMatch(/dead-position rule already/);
  });

  it('gets its name in 2001 5.2b, while 2001 9.6 keeps the older wording', () => {
    expect(paragraph('2001', 'en', '5.2b')).toMatch(/'dead position'/);
    expect(paragraph('2001', 'en', '9.6')).toMatch(/even with the most unskilled play/);
    const y2001 = loadTimeline().find((e) => e.edition === '2001')!;
    expect(y2001.headlines.find((h) => h.paragraph === '5.2b')?.en).not.toMatch(/^New/);
  });
});

describe('nature-and-objectives', () => {
  it('1997 Article 1 says White begins but not that the players alternate; the lesson says so for 1997 only', () => {
    expect(paragraph('1997', 'pt', '1.1')).toMatch(/brancas começa/);
    expect(paragraph('1997', 'pt', '1.1')).not.toMatch(/alternad/);
    expect(paragraph('2001', 'en', '1.1')).toMatch(/alternately/);
    expect(fenced('en', 'nature-and-objectives', undefined, '1997')).toMatch(/does not even say that the players move alternately/);
  });
});

describe('algebraic-notation', () => {
  it('2018 lists ++ as check; 2009 and 2023 as checkmate; the lesson fences each reading', () => {
    expect(paragraph('2018', 'en', 'C.13+1')).toMatch(/\+ or \+\+ = check, # = checkmate/);
    expect(paragraph('2009', 'en', 'C13+6')).toMatch(/\+\+or# = checkmate/);
    expect(paragraph('2023', 'en', 'C.13.5')).toMatch(/\+\+ or # = checkmate/);
    expect(fenced('en', 'algebraic-notation', '2018', '2018')).toMatch(/lists it as check, not mate/);
    expect(fenced('en', 'algebraic-notation', '2023', undefined)).toMatch(/or # for mate/);
  });

  it('2001 and 2009 say there is no hyphen; from 2018 only that none is needed', () => {
    expect(paragraph('2009', 'en', 'C8')).toMatch(/There is no hyphen/);
    expect(paragraph('2018', 'en', 'C.8')).toMatch(/There is no need for a hyphen/);
    expect(fenced('en', 'algebraic-notation', '2018', undefined)).toMatch(/no hyphen is needed/);
  });
});

describe('recording-moves', () => {
  it('"other relevant data" is already in 2009 12.4, not first in 2018', () => {
    expect(paragraph('2001', 'en', '12.3')).not.toMatch(/other relevant data/);
    expect(paragraph('2009', 'en', '12.4')).toMatch(/other relevant data/);
    const text = readFileSync(join(root, 'content/lessons/en/recording-moves.mdx'), 'utf8');
    expect(text).toMatch(/2009 already adds "other relevant data"/);
  });

  it('1997 names the physical or religious reasons for not keeping score', () => {
    expect(paragraph('1997', 'pt', '8.1+1')).toMatch(/motivos físicos ou religiosos/);
    expect(fenced('en', 'recording-moves', undefined, '1997')).toMatch(/physical or religious reasons/);
  });
});

describe('conduct-of-the-players', () => {
  it('in 2009 only a device that makes a sound loses; a switched-on silent one is still forbidden', () => {
    const rule = paragraph('2009', 'en', '12.3b');
    expect(rule).toMatch(/unless they are completely switched off/);
    expect(rule).toMatch(/If any such device produces a sound, the player shall lose the game/);
    expect(fenced('en', 'conduct-of-the-players', '2009', '2009')).toMatch(/switched on but\s+stays silent is still forbidden/);
  });
});

describe('role-of-the-arbiter', () => {
  it('from 2018 spectators may not interfere, and only players in other games are barred from speaking', () => {
    expect(paragraph('2009', 'en', '13.7a')).toMatch(/Spectators and players in other games are not to speak about/);
    const y2018 = paragraph('2018', 'en', '12.7');
    expect(y2018).toMatch(/Players in other games must not to speak about/);
    expect(y2018).toMatch(/Spectators are not allowed to interfere in a game/);
    expect(fenced('en', 'role-of-the-arbiter', '2018', undefined)).toMatch(/spectators may not interfere in it/);
    expect(fenced('en', 'role-of-the-arbiter', '2001', '2009')).toMatch(/Spectators and players in other games may not speak/);
  });
});

describe('the Introduction', () => {
  it('2009: the English says the 79th Congress, the Portuguese and Galician translations the 77th', () => {
    expect(paragraph('2009', 'en', 'introduction+2')).toMatch(/79th FIDE Congress/);
    expect(paragraph('2009', 'pt', 'introduction+2')).toMatch(/77º Congresso/);
    expect(paragraph('2009', 'gl', 'introduction+1')).toMatch(/77º Congreso/);
    for (const locale of locales) expect(fenced(locale, 'introduction', '2009', '2009'), locale).toMatch(/79º|79th/);
  });

  it('"he" includes "she" until 2018; 2023 drops the sentence; the two parts appear in 2018', () => {
    expect(articlesFor(['intro.gender'], '2018')).toBeDefined();
    expect(articlesFor(['intro.gender'], '2023')).toBeUndefined();
    expect(articlesFor(['intro.two-parts'], '2009')).toBeUndefined();
    expect(paragraph('2018', 'en', 'introduction+1')).toMatch(/2\. Competition Rules/);
    expect(paragraph('2023', 'en', 'introduction+2')).toMatch(/2\. Competitive Rules of Play/);
  });
});

describe('the Preface', () => {
  it('2001 and 2009 set three conditions for national rules; 2018 and 2023 replace them with the FIDE-rating condition', () => {
    for (const e of ['2001', '2009']) {
      expect(articlesFor(['preface.federation-rules.not-fide-events'], e), e).toBeDefined();
      expect(articlesFor(['preface.fide-rated-games'], e), e).toBeUndefined();
      expect(articlesFor(['fide.rulings'], e), e).toEqual(['14.1']);
    }
    for (const e of ['2018', '2023']) {
      expect(articlesFor(['preface.federation-rules'], e), e).toBeUndefined();
      expect(articlesFor(['preface.fide-rated-games'], e), e).toBeDefined();
    }
    expect(paragraph('2023', 'en', 'preface+3')).toMatch(/necessary condition for a game to be rated by FIDE/);
    expect(paragraph('2001', 'en', 'preface+1')).toMatch(/analogous situations, which are discussed in the Laws/);
    expect(paragraph('2018', 'en', 'preface+1')).toMatch(/analogous situations which are regulated in the Laws/);
  });
});

describe('the Glossary', () => {
  it('2018 points to paragraphs it does not have; 2023 corrects them', () => {
    expect(paragraph('2018', 'en', 'glossary.legal-move')).toMatch(/3\.10a/);
    expect(hasParagraph('2018', 'en', '3.10a')).toBe(false);
    expect(paragraph('2018', 'en', 'glossary.normal-means')).toMatch(/^normal means: G\.5\./);
    expect(paragraph('2018', 'en', 'glossary.50-move-rule')).toMatch(/^50-move rule: 5\.3\.2/);
    expect(hasParagraph('2018', 'en', '5.3.2')).toBe(false);
    expect(paragraph('2023', 'en', 'glossary.legal-move')).toMatch(/^legal move: 3\.10\.1/);
    expect(paragraph('2023', 'en', 'glossary.50-move-rule')).toMatch(/^50-move rule: 9\.3\./);
  });

  it('says its numbers are first appearances, and counts about 39 places for the arbiter’s discretion', () => {
    expect(paragraph('2018', 'en', 'glossary+1')).toMatch(/refers to the first time it appears/);
    expect(paragraph('2023', 'en', 'glossary.arbiters-discretion')).toMatch(/approximately 39 instances/);
  });
});

describe('legal and illegal moves (3.10)', () => {
  it('2018 defines the illegal move first, 2023 the legal one; 2009 has it at the end of 4.6; 1997 says "completa"', () => {
    expect(paragraph('2018', 'en', '3.10.1')).toMatch(/^A move is illegal/);
    expect(paragraph('2023', 'en', '3.10.1')).toMatch(/^A move is legal/);
    expect(paragraph('2023', 'en', '3.10.3')).toMatch(/cannot have been reached by any series of legal moves/);
    expect(hasParagraph('2009', 'en', '3.10')).toBe(false);
    expect(paragraph('2009', 'en', '4.6c+1')).toMatch(/The move is called legal when all the relevant requirements of Article 3/);
    expect(paragraph('1997', 'pt', '4.7')).toMatch(/considerada completa/);
    expect(fenced('en', 'moves-of-the-pieces', undefined, '1997')).toMatch(/considered complete when/);
    expect(fenced('en', 'moves-of-the-pieces', '2009', '2009')).toMatch(/does not define an illegal position/);
  });
});

describe('the lessons around a lesson', () => {
  it('are lessons the same edition shows, so no link leads to a page that does not exist', () => {
    for (const edition of corpusEditions()) {
      for (const lesson of lessons.filter((l) => lessonParts(l, edition).length > 0)) {
        const { previous, next } = neighbours(lesson, edition);
        for (const n of [previous, next].filter((x) => x !== undefined)) {
          expect(lessonParts(n, edition).length, `${edition}: ${lesson.slug} → ${n.slug}`).toBeGreaterThan(0);
        }
      }
    }
    const glossary = lessons.find((l) => l.slug === 'glossary')!;
    const last2009 = lessons.filter((l) => lessonParts(l, '2009').length > 0).at(-1)!;
    expect(neighbours(last2009, '2009').next).toBeUndefined();
    expect(neighbours(glossary, '2023').previous).toBeDefined();
  });
});
