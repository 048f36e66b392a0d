// The shape of the Laws corpus in content/laws/{edition}/{language}.json.
// One file is one edition in one language, faithful to one source (or one main source repaired from named witnesses).
import { z } from 'zod';
import { EDITIONS } from '../editions';
import { corpusLanguages, locales, type Locale } from '../languages';

// Paragraph text is the source's wording, with two kinds of inline marks:
//   {{gap}}                 words that no source holds (lost in extraction); shown as a visible gap
//   {{restored:004|words}}  words lost in the main source and taken from another witness (a seed number or a source id)
// Nothing else is added to the wording.
export const GAP = '{{gap}}';
export const inlineMark = /\{\{(gap|restored:([^|}]+)\|([^}]*))\}\}/g;

export const paragraphSchema = z.object({
  // Unique within the edition, the same in every language of that edition. Built from the printed label:
  // "3.8" + "a" + "(1)" + "[a]" -> "3.8b(1)[a]"; "3.8.2.1.1" (2018+); "A4a", "A.4.1"; "G1" (2009 guidelines);
  // "I.1", "III.4.2" (2018+ guidelines). An unlabelled paragraph gets the id of the labelled one before it plus
  // "+1", "+2"…; at the start of a part with no label before it: "{part}+1".
  id: z.string().min(1),
  // The label exactly as the source prints it, when it prints one ("3.8 b. (1)", "a.", "[a]").
  label: z.string().optional(),
  // true when the source lost this paragraph's number and it was rebuilt from the article's structure and
  // cross-references (2001: most sub-article numbers are lost in seed 000).
  numberRebuilt: z.boolean().optional(),
  // Nesting depth for display: 0 for an article's own number, 1 for a./3.8.1, 2 for (1)/3.8.2.1 …
  level: z.number().int().min(0).max(5),
  text: z.string(),
  // true when the source prints a heading here (e.g. "Before white kingside castling" captions are NOT headings).
  heading: z.boolean().optional(),
  // The paragraph exists in the edition but this language's source lacks it (e.g. Galician 2009 3.7e).
  missing: z.boolean().optional(),
  // Short plain note in English about a defect of this paragraph in the source (typo kept, figure lost…).
  note: z.string().optional(),
  // Course translations only (a text with `translation`): where this paragraph's wording comes from. "official": the
  // English paragraph is word for word one of an official translation's English (`official` names it, as
  // "2009:3.8a+3"), and that official translation's wording is reused; "course": translated by the course.
  provenance: z.enum(['official', 'course']).optional(),
  official: z.string().regex(/^\d{4}:.+$/).optional(),
  // 1-based line numbers in the source file that this paragraph comes from: [first, last].
  lines: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
});

export const partSchema = z.object({
  // Route segment: "introduction", "preface", "1" … "14", "appendix-a" …, "guidelines" (2009),
  // "guidelines-i" … (2018+), "glossary".
  id: z.string().regex(/^(introduction|preface|\d{1,2}|appendix-[a-h]|guidelines(-[ivx]+)?|glossary)$/),
  kind: z.enum(['introduction', 'preface', 'article', 'appendix', 'guidelines', 'glossary']),
  // As printed: "1", "A", "III"; absent for preface/introduction/glossary.
  number: z.string().optional(),
  // Title exactly as the source prints it (without "Article 3:" prefix); absent when the source has none.
  title: z.string().optional(),
  // The section heading the part falls under, as printed ("BASIC RULES OF PLAY", "REGRAS DE COMPETIÇÃO").
  section: z.string().optional(),
  // The whole part exists in the edition but not in this language's source (e.g. Portuguese 1997 Articles 10-14).
  missing: z.boolean().optional(),
  note: z.string().optional(),
  paragraphs: z.array(paragraphSchema),
});

export const sourceSchema = z.object({
  // Path inside the folder of raw sources, lib/laws/sources.ts (e.g. "seeds/003_ceada589017d8692.txt", "sources/laws/en-2009.md").
  file: z.string(),
  // Lines of that file that hold this text, e.g. "24-582".
  lines: z.string().optional(),
  // One or two sentences in English: what the document is and where it comes from.
  description: z.string(),
  // Other files used to repair words lost in the main one, by the id used in {{restored:id|…}}.
  witnesses: z.record(z.string(), z.object({ file: z.string(), description: z.string() })).optional(),
});

export const lawsTextSchema = z.object({
  edition: z.enum(EDITIONS),
  language: z.enum(corpusLanguages),
  // Title of the document as the source prints it.
  title: z.string(),
  // English text is authentic; pt and gl are translations.
  authentic: z.boolean(),
  // Present on a course translation (not an official text): the course translated it from that edition's English,
  // reusing an official translation's wording paragraph by paragraph where the English is unchanged.
  translation: z.object({ by: z.literal('course'), from: z.literal('en') }).optional(),
  translator: z.string().optional(),
  // Where the source states them (free text as in the source, and ISO date when known).
  adopted: z.string().optional(),
  inForce: z.string().optional(),
  source: sourceSchema,
  // Known defects of the source kept in the text (plain English, one per item).
  defects: z.array(z.string()),
  parts: z.array(partSchema).min(1),
});

export type Paragraph = z.infer<typeof paragraphSchema>;
export type Part = z.infer<typeof partSchema>;
export type LawsText = z.infer<typeof lawsTextSchema>;

// content/laws/alignment.json: stable topic ids pairing paragraphs across editions.
// Each topic lists, per edition, the paragraph ids that hold that rule. An edition absent from a topic has no
// counterpart (the rule was added later or removed). A paragraph may appear in several topics.
export const alignmentSchema = z.object({
  topics: z.array(
    z.object({
      topic: z.string().regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/),
      // Short English description of what the paragraphs say, for maintainers.
      about: z.string(),
      paragraphs: z.record(z.string(), z.array(z.string()).min(1)),
    }),
  ),
});

export type Alignment = z.infer<typeof alignmentSchema>;

// content/laws/1997/changes-2001.json: the 1997 -> 2001 change table of seed 001, as data.
export const changeTableSchema = z.object({
  source: sourceSchema,
  rows: z.array(
    z.object({
      // Article as the table labels it in the new column ("4.3", "5.1a", "C4").
      article: z.string(),
      // Old (Yerevan) wording; absent when the article is new.
      old: z.string().optional(),
      // New (Istanbul) wording; "**…**" kept where the source marks added/removed text in bold.
      new: z.string().optional(),
      oldLines: z.string().optional(),
      newLines: z.string().optional(),
    }),
  ),
});

// content/laws/timeline.json: the headline changes of each edition, shown on /{locale}/compare/ in every reader's
// language. Each headline cites the paragraph of that edition that holds the rule.
const headlineTexts = Object.fromEntries(locales.map((l) => [l, z.string().min(20)])) as Record<Locale, z.ZodString>;
export const timelineSchema = z
  .object({
    about: z.string(),
    editions: z.array(
      z
        .object({
          edition: z.enum(EDITIONS),
          headlines: z.array(z.object({ part: z.string(), paragraph: z.string(), ...headlineTexts }).strict()).min(1),
        })
        .strict(),
    ),
  })
  .strict();

export type Timeline = z.infer<typeof timelineSchema>;
export type Headline = Timeline['editions'][number]['headlines'][number];
