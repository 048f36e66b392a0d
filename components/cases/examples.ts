// The rows of the table of rulings (content/rules-table/rulings.json) as the lab's examples, each named by what its
// edition rules, in the reader's words (read at build time; the page sends the names and the cases' links).
import type { TFunction } from 'i18next';
import rows from '@/content/rules-table/rulings.json';
import { describeEntries } from '@/components/board/announce';
import { caseLinkFor } from '@/lib/cases/linkQuery';
import { labCaseOf, type LabCase } from '@/lib/cases/model';
import { isEdition, type Edition } from '@/lib/editions';
import { adjudicate } from '@/lib/rules/adjudicate';
import type { Case } from '@/lib/rules/types';

/** The case the lab opens on: the clock pressed without a move, ruled one way until 2009 and another from 2018. */
export const EXAMPLE_ID = '2018-press-clock';

interface Row {
  id: string;
  edition: string;
  mode: string;
  case: Case;
}
const table = rows as unknown as Row[];

export function exampleCase(): LabCase {
  const row = table.find((r) => r.id === EXAMPLE_ID);
  if (!row) throw new Error(`The table of rulings has no row ${EXAMPLE_ID}.`);
  return labCaseOf(row.case);
}

export interface Example {
  id: string;
  edition: Edition;
  label: string;
  /** the lab's query string for the case ("?case=…") */
  query: string;
}

/** Every row, named "2009, rapid: the claim is incorrect…" (the ruling on its last event, shortened). */
export function examples(t: TFunction): Example[] {
  // A name, not a ruling: the articles are left out (the lab's table quotes them).
  const withoutCitations = ((key: string, options?: object) => (key.startsWith('board:cite.') ? '' : t(key, options as never))) as TFunction;
  return table.flatMap((row) => {
    if (!isEdition(row.edition)) return [];
    const ruling = adjudicate(row.case);
    const last = (row.case.events?.length ?? 1) - 1;
    const entries = ruling.rulings.filter((e) => e.event === last);
    const before = adjudicate({ ...row.case, events: row.case.events?.slice(0, last) ?? [] }).fen;
    const event = row.case.events?.[last];
    const square = event && (event.type === 'touch' || event.type === 'adjust') ? event.square : undefined;
    const said = describeEntries(withoutCitations, entries, ruling, row.edition, before, square).replace(/\s+/g, ' ').trim();
    const text = said || (ruling.termination && ruling.result ? `${t(`board:over.${ruling.termination}`)} ${t(`board:over.result.${ruling.result}`)}` : t('cases:table.ongoing'));
    const label = t('cases:examples.mode', { year: row.edition, mode: t(`cases:mode.${row.mode}`), ruling: shorten(text, 110) });
    return [{ id: row.id, edition: row.edition, label, query: caseLinkFor(row.case) }];
  });
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
