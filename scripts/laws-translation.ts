// Tools for the course translations of the Laws (content/laws/{2018,2023}/{pt,gl}.json; README, "Course translations").
//   npm run laws:translation -- skeleton 2023 pt   writes the file from the English: every part and paragraph, the
//        official translation's wording (with provenance "official") where the English paragraph is word for word
//        one of 2009, a course translation of another edition where its English is the same, else an empty text to
//        translate; each paragraph carries its English as `en` while it is being translated.
//   npm run laws:translation -- status 2023 pt     says what is left to translate.
//   npm run laws:translation -- terms x pt|gl      writes content/laws/glossary-terms.json: each Glossary entry's
//        term in Portuguese and Galician, from the 2023 translations (then 2018), for citations of glossary entries.
//   npm run laws:translation -- finalize 2023 pt   drops the `en` fields; fails while a text is still empty.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

type Para = { id: string; text: string; missing?: boolean; [k: string]: unknown };
type Part = { id: string; title?: string; section?: string; paragraphs: Para[]; [k: string]: unknown };
type Text = { parts: Part[]; title: string; [k: string]: unknown };

const root = join(__dirname, '..', 'content', 'laws');
const read = (edition: string, lang: string): Text | undefined => {
  const f = join(root, edition, `${lang}.json`);
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Text) : undefined;
};
export const sameWording = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

const [command, edition, lang] = process.argv.slice(2);
const file = join(root, edition ?? '', `${lang}.json`);
/** Each glossary entry's term ("normal means" → "meios normais"), from a translation's Glossary paragraphs. */
export function glossaryTerms(language: string): Record<string, string> {
  const terms: Record<string, string> = {};
  for (const ed of ['2023', '2018']) {
    const g = read(ed, language)?.parts.find((p) => p.id === 'glossary');
    for (const p of g?.paragraphs ?? []) {
      const m = /^glossary\.(.+)$/.exec(p.id);
      const term = /^([^:]+?)\s*[:.]\s/.exec(p.text)?.[1]?.trim();
      if (m && term && !terms[m[1]!]) terms[m[1]!] = term;
    }
  }
  return Object.fromEntries(Object.entries(terms).sort(([a], [b]) => a.localeCompare(b)));
}

if (command === 'terms') {
  const out = join(root, 'glossary-terms.json');
  writeFileSync(out, `${JSON.stringify({ pt: glossaryTerms('pt'), gl: glossaryTerms('gl') }, null, 2)}\n`);
  console.log(`${out}: written`);
  process.exit(0);
}
if (!command || !edition || !lang || !['pt', 'gl'].includes(lang)) {
  console.error('usage: laws:translation -- skeleton|finalize <edition> <pt|gl>');
  process.exit(2);
}

if (command === 'skeleton') {
  const en = read(edition, 'en')!;
  // English wording -> the official 2009 paragraph in this language.
  const enOld = read('2009', 'en')!;
  const langOld = read('2009', lang)!;
  const oldById = new Map(langOld.parts.flatMap((p) => p.paragraphs.map((x) => [x.id, x] as const)));
  const official = new Map<string, { id: string; text: string }>();
  for (const p of enOld.parts.flatMap((x) => x.paragraphs)) {
    const t = oldById.get(p.id);
    if (t && !t.missing && t.text && !official.has(sameWording(p.text))) official.set(sameWording(p.text), { id: p.id, text: t.text });
  }
  // English wording -> a course translation already made for another edition (paragraphs, and part titles).
  const done = new Map<string, string>();
  const doneTitles = new Map<string, string>();
  for (const other of ['2023', '2018'].filter((e) => e !== edition)) {
    const otherEn = read(other, 'en');
    const otherLang = read(other, lang);
    if (!otherEn || !otherLang) continue;
    const byId = new Map(otherLang.parts.flatMap((p) => p.paragraphs.map((x) => [x.id, x] as const)));
    for (const part of otherEn.parts) {
      const mine = otherLang.parts.find((x) => x.id === part.id);
      if (part.title && mine?.title) doneTitles.set(sameWording(part.title), mine.title);
      if (part.section && mine?.section) doneTitles.set(`section:${sameWording(part.section)}`, mine.section);
    }
    for (const p of otherEn.parts.flatMap((x) => x.paragraphs)) {
      const t = byId.get(p.id);
      if (t?.text && t.provenance === 'course' && !done.has(sameWording(p.text))) done.set(sameWording(p.text), t.text);
    }
  }
  const otherTitle = ['2023', '2018'].filter((e) => e !== edition).map((e) => read(e, lang)?.title).find(Boolean);
  const oldTitles = new Map(enOld.parts.map((p) => [sameWording(p.title ?? ''), langOld.parts.find((x) => x.id === p.id)?.title]));
  let reused = 0;
  let copied = 0;
  let todo = 0;
  const out = {
    edition,
    language: lang,
    title: otherTitle ?? '',
    authentic: false,
    translation: { by: 'course', from: 'en' },
    ...(en.adopted ? { adopted: '' } : {}),
    ...(en.inForce ? { inForce: '' } : {}),
    source: en.source,
    defects: [],
    parts: en.parts.map((part) => ({
      id: part.id,
      kind: part.kind,
      ...(part.number ? { number: part.number } : {}),
      ...(part.title ? { title: oldTitles.get(sameWording(part.title)) ?? doneTitles.get(sameWording(part.title)) ?? '', enTitle: part.title } : {}),
      ...(part.section ? { section: doneTitles.get(`section:${sameWording(part.section)}`) ?? '', enSection: part.section } : {}),
      paragraphs: part.paragraphs.map((p) => {
        const base = { id: p.id, ...(p.label ? { label: p.label } : {}), level: p.level, ...(p.heading ? { heading: true } : {}) };
        const o = official.get(sameWording(p.text));
        // The same English words, but the official translation may have cut its paragraphs differently (the 2009
        // Galician introduction is one paragraph): a length far from the English's is not the same paragraph.
        const ratio = o ? o.text.length / p.text.length : 0;
        if (o && ratio > 0.5 && ratio < 2.2) {
          reused++;
          return { ...base, text: o.text, provenance: 'official', official: `2009:${o.id}`, en: p.text };
        }
        const c = done.get(sameWording(p.text));
        if (c) copied++;
        else todo++;
        return { ...base, text: c ?? '', provenance: 'course', en: p.text };
      }),
    })),
  };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`${file}: ${reused} paragraphs from the official 2009 translation, ${copied} from another edition's course translation, ${todo} to translate`);
} else if (command === 'status') {
  const t = JSON.parse(readFileSync(file, 'utf8')) as Text & { parts: (Part & { enTitle?: string; enSection?: string })[] };
  const left = t.parts.flatMap((part) => [
    ...(part.enTitle !== undefined && !part.title ? [`${part.id} title`] : []),
    ...(part.enSection !== undefined && !part.section ? [`${part.id} section`] : []),
    ...part.paragraphs.filter((p) => !p.text).map((p) => p.id),
  ]);
  console.log(`${file}: ${left.length} left to translate${left.length ? `: ${left.slice(0, 40).join(', ')}${left.length > 40 ? ' …' : ''}` : ''}`);
} else if (command === 'finalize') {
  const t = JSON.parse(readFileSync(file, 'utf8')) as Text & { parts: (Part & { enTitle?: string; enSection?: string })[] };
  const empty: string[] = [];
  if (!t.title) empty.push('title');
  for (const part of t.parts) {
    if (part.enTitle !== undefined && !part.title) empty.push(`${part.id} title`);
    if (part.enSection !== undefined && !part.section) empty.push(`${part.id} section`);
    delete part.enTitle;
    delete part.enSection;
    for (const p of part.paragraphs) {
      if (!p.text) empty.push(p.id);
      delete p.en;
    }
  }
  if (empty.length) {
    console.error(`${file}: still to translate: ${empty.join(', ')}`);
    process.exit(1);
  }
  writeFileSync(file, `${JSON.stringify(t, null, 2)}\n`);
  console.log(`${file}: finalized`);
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
