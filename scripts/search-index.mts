// Writes the search index into out/pagefind/ with Pagefind (run by scripts/postbuild.mjs after `next build`).
//
// One index for every language, not Pagefind's default of one per page language: the search page shows results in
// all three languages, the reader's first, with a language filter, so every record carries `language` and `edition`
// filters itself. The index is forced to a language Pagefind has no stemmer for, so Portuguese, Galician and
// English words are matched alike (whole words and, for the last word typed, their beginnings); Pagefind folds
// accents itself, so "relogio" finds "relógio".
//
// Law and regulation paragraphs and exam questions are records built from the course's data (lib/search/records.ts); lessons are
// indexed from their exported pages, only the lesson section (its MDX rendered for that edition and language).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { arbiterLessonPages, examRecords, lawRecords, lessonPages, regulationRecords } from '@/lib/search/records';

const out = join(process.cwd(), 'out');
// Not a language Pagefind stems ("und" is BCP 47's "undetermined"): one index, no stemming.
const INDEX_LANGUAGE = 'und';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function main() {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: INDEX_LANGUAGE,
    // A lesson page is indexed from its lesson section only; boards' controls and the quiz are not lesson text.
    rootSelector: 'section[aria-labelledby="lesson-title"]',
    excludeSelectors: ['button', '[role="status"]'],
  });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const problems: string[] = [...errors];
  let records = 0;
  for (const record of [...lawRecords(), ...regulationRecords(), ...examRecords()]) {
    const r = await index.addCustomRecord(record);
    problems.push(...r.errors);
    records += 1;
  }
  let lessonCount = 0;
  for (const page of lessonPages()) {
    const html = readFileSync(join(out, page.file), 'utf8');
    // The record's filters and title, put inside the lesson section where Pagefind reads them.
    const tags = [
      `<span data-pagefind-filter="edition:${page.edition}"></span>`,
      `<span data-pagefind-filter="language:${page.locale}"></span>`,
      `<span data-pagefind-filter="kind:lesson"></span>`,
      `<span data-pagefind-meta="title:${attr(page.title)}"></span>`,
      `<span data-pagefind-meta="edition:${page.edition}"></span>`,
      `<span data-pagefind-meta="kind:lesson"></span>`,
    ].join('');
    const marked = html.replace(/(<section[^>]*aria-labelledby="lesson-title"[^>]*>)/, `$1${tags}`);
    if (marked === html) throw new Error(`${page.file} has no lesson section`);
    const r = await index.addHTMLFile({ url: page.url, content: marked });
    problems.push(...r.errors);
    lessonCount += 1;
  }
  // The arbiter lessons (lessons beyond the Laws): no edition, so the search page groups them apart.
  for (const page of arbiterLessonPages()) {
    const html = readFileSync(join(out, page.file), 'utf8');
    const tags = [
      `<span data-pagefind-filter="language:${page.locale}"></span>`,
      `<span data-pagefind-filter="kind:lesson"></span>`,
      `<span data-pagefind-meta="title:${attr(page.title)}"></span>`,
      `<span data-pagefind-meta="kind:lesson"></span>`,
    ].join('');
    const marked = html.replace(/(<section[^>]*aria-labelledby="lesson-title"[^>]*>)/, `$1${tags}`);
    if (marked === html) throw new Error(`${page.file} has no lesson section`);
    const r = await index.addHTMLFile({ url: page.url, content: marked });
    problems.push(...r.errors);
    lessonCount += 1;
  }
  if (problems.length) throw new Error(`Pagefind: ${problems.join('; ')}`);
  const dir = join(out, 'pagefind');
  rmSync(dir, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: dir });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  // Pagefind's ready-made interfaces: the course has its own search page, so they would only be dead weight.
  for (const ui of ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js']) {
    rmSync(join(dir, ui), { force: true });
  }
  await pagefind.close();
  console.log(`search: ${records} records (law and regulation paragraphs, exam questions) and ${lessonCount} lesson sections indexed into out/pagefind/`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
