// What the search index holds, read through the course's own modules at build time (scripts/search-index.mts writes
// it with Pagefind): one record per paragraph of the Laws in every edition and language, one per exam question in
// each reader's language, and where each lesson is shown. Server-only: it reads content/.
import { EDITIONS } from '@/lib/editions';
import { lessons, lessonParts } from '@/lib/content/lessons';
import { arbiterLessons } from '@/lib/arbiter/lessons';
import { examBank } from '@/lib/exam/bank';
import { definingWords } from '@/lib/glossary/search';
import { renderExamText, topicCitation } from '@/lib/exam/text';
import { isLocale, locales, type Locale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { corpusEditions, isCourseTranslation, partsOf, textsOf } from '@/lib/laws/corpus';
import { paragraphAnchor, segments } from '@/lib/laws/crossrefs';
import { allRegulationTexts, sourceText } from '@/lib/regulations/corpus';
import { numberKey, type NumberTable } from './query';

/** A record as Pagefind's addCustomRecord takes it. */
export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** The kinds of result, a filter of every record. */
export type ResultKind = 'law' | 'lesson' | 'exam' | 'regulation';

// A paragraph's words as the page shows them: restored words kept, a gap as […], references as plain words.
export function plainText(text: string): string {
  return segments(text)
    .map((s) => (s.kind === 'gap' ? '[…]' : s.text))
    .join('');
}

/** Every paragraph of every edition in every language its text has, missing ones left out. */
export function lawRecords(): SearchRecord[] {
  const defining = Object.fromEntries(locales.map((l) => [l, definingWords(l)]));
  return corpusEditions().flatMap((edition) =>
    textsOf(edition).flatMap((text) => {
      // Every corpus language is also a reader's language, so the citation is written in the paragraph's own.
      const language = text.language;
      // The words this paragraph defines (glossary terms, synonyms): a metadata field the search weights above the
      // text (components/search/pagefind.ts), so the defining paragraph of "roque" comes before those that use it.
      const terms = (id: string) => (isLocale(language) ? defining[language]?.get(`${edition}|${id}`) : undefined);
      const cite = (id: string) => (isLocale(language) ? citation(edition, id, language) : id);
      const course = isCourseTranslation(text);
      return text.parts.flatMap((part) =>
        part.missing
          ? []
          : part.paragraphs
              .filter((p) => !p.missing && p.text.trim())
              .map((p) => ({
                url: `/${language}/laws/${edition}/${part.id}/#${paragraphAnchor(p.id)}`,
                content: plainText(p.text),
                language,
                meta: {
                  title: part.title ? `${cite(p.id)} · ${part.title}` : cite(p.id),
                  number: cite(p.id),
                  edition,
                  kind: 'law',
                  ...(course ? { course: '1' } : {}),
                  ...(terms(p.id) ? { terms: terms(p.id)!.join(', ') } : {}),
                },
                filters: { edition: [edition], language: [language], kind: ['law'] },
              })),
      );
    }),
  );
}

/**
 * Every paragraph of the FIDE regulations in the language it is written in: the authentic English on the English
 * page, each course translation on its reader's page (the English shown there untranslated is indexed once, in
 * English). The Manual's commentary and lost tables are left out.
 */
export function regulationRecords(): SearchRecord[] {
  return allRegulationTexts().flatMap((text) => {
    const source = sourceText(text.id);
    const headingOf = new Map<string, string>();
    let heading = '';
    for (const p of source.paragraphs) {
      if (p.heading && !p.id.includes('.')) heading = p.text;
      headingOf.set(p.id, heading);
    }
    return text.paragraphs
      .filter((p) => !p.commentary && !p.table && p.text.trim())
      .map((p) => ({
        url: `/${text.language}/regulations/${text.id}/#${paragraphAnchor(p.id)}`,
        content: plainText(p.text),
        language: text.language,
        meta: {
          title: `${text.code} ${p.label ? p.id : p.id.split('+')[0]} · ${shorten(text.language === source.language ? headingOf.get(p.id) || text.title : text.title, 70)}`,
          number: `${text.code} ${p.id.split('+')[0]}`,
          kind: 'regulation',
          ...(text.translation ? { course: '1' } : {}),
        },
        filters: { language: [text.language], kind: ['regulation'] },
      }));
  });
}

/** A title no longer than `max` characters, cut at a word with "…". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:]+$/, '')}…`;
}

/** Each exam question in each reader's language: its prompt and choices, in the newest edition it holds in. */
export function examRecords(): SearchRecord[] {
  return examBank().flatMap((q) => {
    const newest = [...q.editions].sort().at(-1)!;
    return locales.map((locale) => {
      const choices =
        q.kind === 'article'
          ? q.choices.map((topic) => topicCitation(topic, newest, locale) ?? '')
          : q.kind === 'single' || q.kind === 'multiple'
            ? q.choices.map((c) => c[locale] ?? '')
            : [];
      return {
        url: `/${locale}/exam/?edition=${newest}&question=${q.id}`,
        content: [q.prompt[locale], ...choices]
          .filter((t): t is string => !!t)
          .map((t) => renderExamText(t, locale, newest))
          .join(' · '),
        language: locale,
        meta: { title: shorten(renderExamText(q.prompt[locale] ?? '', locale, newest), 120), edition: newest, editions: q.editions.join(','), kind: 'exam', question: q.id },
        filters: { edition: [...q.editions], language: [locale], kind: ['exam'] },
      };
    });
  });
}

/** The pages whose lesson section is indexed: each lesson once per edition that shows it, in each language. */
export function lessonPages(): { locale: Locale; edition: string; part: string; title: string; file: string; url: string }[] {
  return lessons.flatMap((lesson) =>
    EDITIONS.flatMap((edition) => {
      const part = lessonParts(lesson, edition)[0];
      return part
        ? locales.map((locale) => ({
            locale,
            edition,
            part,
            title: lesson.title[locale],
            file: `${locale}/laws/${edition}/${part}/index.html`,
            url: `/${locale}/laws/${edition}/${part}/#lesson-title`,
          }))
        : [];
    }),
  );
}

/** The arbiter lessons' pages, indexed like the Laws lessons (their lesson section), in each language: no edition. */
export function arbiterLessonPages(): { locale: Locale; title: string; file: string; url: string }[] {
  return arbiterLessons.flatMap((lesson) =>
    locales.map((locale) => ({
      locale,
      title: lesson.title[locale],
      file: `${locale}/arbiter/${lesson.slug}/index.html`,
      url: `/${locale}/arbiter/${lesson.slug}/`,
    })),
  );
}

/** Per edition, where each numbered paragraph and each article is (the jump from "9.2" to that paragraph). */
export function numberTables(): Record<string, NumberTable> {
  return Object.fromEntries(
    corpusEditions().map((edition) => {
      const table: NumberTable = {};
      for (const part of partsOf(edition)) {
        if (part.kind === 'article' && part.number) table[numberKey(part.number)] ??= [part.id, ''];
        for (const p of Object.values(part.byLanguage).flatMap((x) => x?.paragraphs ?? [])) {
          // An unlabelled paragraph ("9.2+1") has no number of its own to type.
          if (!p.id.includes('+')) table[numberKey(p.id)] ??= [part.id, paragraphAnchor(p.id)];
        }
      }
      return [edition, table];
    }),
  );
}
