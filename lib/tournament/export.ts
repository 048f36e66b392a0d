/**
 * Standings out: the command line's tab-separated table, CSV, and TRF with the computed points and ranks.
 * Numbers: whole numbers without a decimal point (`3`), others with the decimals they need, at most
 * two (`27.5`, `13.75`); an average that needs more (AOB) is rounded to two decimals for display only.
 */
import type { Standings } from './standings';
import { writeTrf } from './trf';
import type { Tournament } from './types';

export function formatValue(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/** Rows in start-number order: StartNo, Rank, then each tie-break as written. */
function table(s: Standings) {
  const header = ['StartNo', 'Rank', ...s.specs.map((x) => x.text)];
  const rows = [...s.rows]
    .sort((a, b) => a.participant.startNo - b.participant.startNo)
    .map((r) => [String(r.participant.startNo), String(r.rank), ...r.values.map(formatValue)]);
  return { header, rows };
}

export function toTsv(s: Standings): string {
  const { header, rows } = table(s);
  return [header, ...rows].map((r) => r.join('\t')).join('\n') + '\n';
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** CSV in rank order with names, ratings (integers) and points, for a spreadsheet. */
export function toCsv(s: Standings): string {
  const header = ['Rank', 'StartNo', 'Name', 'Federation', 'Rating', 'PTS', ...s.specs.map((x) => x.text)];
  const lines = s.rows.map((r) => [String(r.rank), String(r.participant.startNo), r.participant.name, r.participant.federation, String(r.participant.rating), formatValue(r.points), ...r.values.map(formatValue)]);
  return [header, ...lines].map((l) => l.map(csvCell).join(',')).join('\n') + '\n';
}

/** The tournament as TRF-16 with each participant's computed points and rank. */
export function toTrf(t: Tournament, s: Standings): string {
  return writeTrf(t, new Map(s.rows.map((r) => [r.participant.startNo, r.rank])));
}
