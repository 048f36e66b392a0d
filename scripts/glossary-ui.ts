// Writes the UI's piece and term names (locales/{locale}/glossary.json) from the course glossary
// (content/glossary/terms.json). Run after editing the glossary: npm run glossary:ui
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../lib/languages';
import { glossary } from '../lib/glossary/terms';
import { uiGlossary } from '../lib/glossary/ui';

for (const locale of locales) {
  const file = join(process.cwd(), 'locales', locale, 'glossary.json');
  writeFileSync(file, `${JSON.stringify(uiGlossary(glossary, locale), null, 2)}\n`);
  console.log(`wrote ${file}`);
}
