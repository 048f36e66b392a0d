// A regulation question as the exam page shows it: its texts with their citations linked in the reader's language,
// the right choice worked out by the calculator for a computed question (at build time: the page receives plain
// JSON), and the case's data as a small table the reader computes from (a crosstable, or the games of a rating case).
// Server-only.
import { languageTag, type Locale } from '@/lib/languages';
import { sourceText, loadRegulation } from '@/lib/regulations/corpus';
import { ownCorpusLanguage } from '@/lib/languages';
import { formatNumber } from './feedback';
import type { PartQuestion } from './bank';
import { checkComputed } from './regulationCheck';
import { regCitation, regHref, regRefs, renderRegParts } from './regulationText';
import type { RegulationCase } from './schema';
import type { ShowWords, ShownQuestion } from './show';
import { partsText } from './textParts';

/** The words of a case's table (exam.json "case"). */
export interface CaseWords {
  number: string;
  rating: string;
  round: (n: number) => string;
  points: string;
  white: string;
  black: string;
  bye: { H: string; F: string; U: string; Z: string };
  opponent: string;
  title: string;
  federation: string;
  score: string;
  unrated: string;
  notPlayed: string;
  forfeitWin: string;
  forfeitLoss: string;
}

export interface CaseTable {
  caption: string;
  head: string[];
  rows: string[][];
}

const half = (x: number, tag: string) => (x === 0.5 ? '½' : Number.isInteger(x - 0.5) ? `${formatNumber(x - 0.5, tag)}½` : formatNumber(x, tag));

const TOKEN = /^(?:(\d{1,4})([wb])([10=+\-WDL])|([HFUZ-]))$/i;

/** The case's data as the reader sees it, or undefined when all of it is in the prompt (a Berger question). */
export function caseTable(c: RegulationCase, locale: Locale, w: CaseWords, caption: string): CaseTable | undefined {
  const tag = languageTag(locale);
  if (c.calc === 'tiebreak') {
    const rounds = Math.max(...c.crosstable.map((r) => r.results.trim().split(/\s+/).filter(Boolean).length));
    const withRating = c.crosstable.some((r) => r.rating);
    const rows = c.crosstable.map((r, i) => {
      let pts = 0;
      const cells = r.results.trim().split(/\s+/).filter(Boolean).map((tok) => {
        const m = TOKEN.exec(tok);
        if (!m) return tok;
        if (m[4]) {
          const code = (m[4] === '-' ? 'Z' : m[4].toUpperCase()) as 'H' | 'F' | 'U' | 'Z';
          pts += code === 'H' ? 0.5 : code === 'Z' ? 0 : 1;
          return w.bye[code];
        }
        const res = m[3]!.toUpperCase();
        const score = res === '1' || res === '+' || res === 'W' ? 1 : res === '=' || res === 'D' ? 0.5 : 0;
        pts += score;
        const shown = res === '+' ? '+' : res === '-' ? '−' : half(score, tag);
        return `${m[1]}${m[2]!.toLowerCase() === 'w' ? w.white : w.black} ${shown}`;
      });
      while (cells.length < rounds) cells.push('');
      return [String(i + 1), ...(withRating ? [r.rating ? String(r.rating) : '—'] : []), ...cells, half(pts, tag)];
    });
    return { caption, head: [w.number, ...(withRating ? [w.rating] : []), ...Array.from({ length: rounds }, (_, i) => w.round(i + 1)), w.points], rows };
  }
  if (c.calc === 'ratings') {
    const games = (c.case.games ?? []) as { opponent?: number | null; rating?: number; title?: string; federation?: string; score: number | string | null }[];
    if (!games.length) return undefined;
    const norm = c.case.calc === 'norm';
    const score = (s: number | string | null) => (s === null ? w.notPlayed : s === '+' ? w.forfeitWin : s === '-' ? w.forfeitLoss : half(Number(s), tag));
    const head = norm ? ['#', w.title, w.rating, w.federation, w.score] : ['#', w.opponent, w.score];
    const rows = games.map((g, i) =>
      norm ? [String(i + 1), g.title ?? '—', g.rating ? String(g.rating) : w.unrated, g.federation ?? '—', score(g.score)] : [String(i + 1), typeof g.opponent === 'number' ? String(g.opponent) : w.unrated, score(g.score)],
    );
    return { caption, head, rows };
  }
  return undefined;
}

/** The title of a regulation in the reader's language (the course's translation's, else the source's). */
export function regulationTitle(id: string, locale: Locale): string {
  const source = sourceText(id);
  const own = loadRegulation(id, ownCorpusLanguage(locale));
  return `${source.code}: ${own?.title ?? source.title}`;
}

export function showRegulationQuestion(q: PartQuestion, locale: Locale, words: ShowWords): ShownQuestion {
  const r = (t: Record<Locale, string>) => partsText(renderRegParts(t[locale], locale));
  const refs = [...new Map(regRefs(q.explanation.en).map((x) => [`${x.text}/${x.paragraph}`, x])).values()].map((x) => ({ label: regCitation(x, locale)!, href: regHref(x, locale) }));
  const base = {
    id: q.id,
    part: q.part,
    topic: q.regulations[0]!,
    difficulty: q.difficulty,
    modes: q.modes,
    prompt: r(q.prompt),
    explanation: renderRegParts(q.explanation[locale], locale),
    refs,
    source: { title: regulationTitle(q.regulations[0]!, locale), href: `/${locale}/regulations/${q.regulations[0]}/` },
  };
  switch (q.kind) {
    case 'single':
      return { ...base, kind: q.kind, choices: q.choices.map(r), answer: [q.answer] };
    case 'multiple':
      return { ...base, kind: q.kind, choices: q.choices.map(r), answer: [...q.answer].sort((a, b) => a - b) };
    case 'true-false':
      return { ...base, kind: q.kind, choices: [words.true, words.false], answer: [q.answer ? 0 : 1] };
    case 'computed': {
      const tag = languageTag(locale);
      const table = words.caseWords ? caseTable(q.case, locale, words.caseWords, words.caseCaption?.(q.case.calc) ?? '') : undefined;
      return { ...base, kind: q.kind, choices: q.choices.map((c) => formatNumber(c, tag)), answer: checkComputed(q).correct, ...(table ? { table } : {}) };
    }
  }
}
