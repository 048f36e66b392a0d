// The shape of the regulations corpus in content/regulations/{text}/{language}.json: FIDE regulations other than the
// Laws (tie-breaks, ratings, titles, competitions…), one file per text and language, faithful to one source file.
// Paragraph text follows the Laws corpus' rules (lib/laws/schema.ts): the source's wording, with {{gap}} where words
// or a table are lost. English texts are authentic; pt and gl course translations hold only the paragraphs the course
// has translated so far, each labelled, and a reader sees the rest in English, marked as not yet translated.
import { z } from 'zod';
import { corpusLanguages } from '../languages';

export const regulationParagraphSchema = z
  .object({
    // The regulation's own number ("16.5.1", "1.4.3", "14.1.1a"); an unnumbered paragraph gets the id of the one
    // before it plus "+1", "+2"…; a lost table "{number}-table".
    id: z.string().regex(/^[0-9A-Za-z.()-]+(\+\d+)?$/),
    label: z.string().optional(),
    level: z.number().int().min(0).max(5),
    text: z.string(),
    // The source prints a heading here (an article's title).
    heading: z.boolean().optional(),
    // The Arbiters' Manual's own commentary printed between articles: not regulation text, shown apart.
    commentary: z.boolean().optional(),
    // A table, rebuilt as rows (the first row is the header); empty when the table is lost (text is then {{gap}}).
    table: z.array(z.array(z.string())).optional(),
    note: z.string().optional(),
    // Course translations: every paragraph is the course's own ("course"); the schema keeps the Laws' label.
    provenance: z.literal('course').optional(),
    lines: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
  })
  .strict();

export const regulationTextSchema = z
  .object({
    // Route segment: "c07", "b02", "b02-rb", "b01", "c06-2007"…
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    // The FIDE Handbook code as printed ("C.07"), or the seed's ("C06").
    code: z.string(),
    language: z.enum(corpusLanguages),
    title: z.string(),
    authentic: z.boolean(),
    translation: z.object({ by: z.literal('course'), from: z.literal('en') }).optional(),
    translator: z.string().optional(),
    // As printed ("Approved by FIDE Council on 29/07/2024") and the ISO date it applies from.
    approved: z.string().optional(),
    inForce: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
    source: z.object({ file: z.string(), lines: z.string().optional(), description: z.string().min(20) }).strict(),
    defects: z.array(z.string()),
    paragraphs: z.array(regulationParagraphSchema).min(1),
  })
  .strict();

export type RegulationParagraph = z.infer<typeof regulationParagraphSchema>;
export type RegulationText = z.infer<typeof regulationTextSchema>;
