// Writing a case lab link (/{locale}/cases/?case=…): the case as JSON in one query value. Apart from link.ts, which
// reads links with the rules engine, so that any page (an exercise, an exam question) can link to the lab without
// bringing the engine into its code. The limit is the board links' (lib/board/linkQuery.ts).
import { MAX_QUERY } from '@/lib/board/linkQuery';
import type { Case, CaseEvent } from '@/lib/rules/types';
import { engineCase, labCaseOf, type LabCase } from './model';

export const CASE_KEY = 'case';

/** The case as the link carries it: the engine's contract without the edition, and without defaults. */
export function linkJson(lab: LabCase): string {
  const compact: Partial<Case> = engineCase(lab, '2023');
  delete compact.edition;
  if (compact.start === 'startpos') delete compact.start;
  if (compact.mode === 'standard') delete compact.mode;
  return JSON.stringify(compact);
}

/** The query string of a lab link ("?case=…"), whatever its length. */
export function writeCaseLink(lab: LabCase): string {
  return `?${new URLSearchParams({ [CASE_KEY]: linkJson(lab) }).toString()}`;
}

/** A lab link for a case of the engine's contract (an exercise, an exam question, a rulings-table row). */
export function caseLinkFor(c: Omit<Case, 'edition'> & { edition?: unknown }): string {
  return writeCaseLink(labCaseOf(c));
}

/** Whether a lab link can be shared (and so read back): under the board links' limit. */
export const caseFitsInLink = (query: string): boolean => query.replace(/^\?/, '').length <= MAX_QUERY;

/** An exercise as a case: its position, the game so far (its prelude, as moves by squares) and, for an arbiter's
 * exercise, what happened. */
export function exerciseCase(s: { mode: Case['mode']; start: string; clock?: Case['clock']; prelude: readonly string[]; events?: readonly CaseEvent[] }): Omit<Case, 'edition'> {
  const prelude: CaseEvent[] = s.prelude.map((uci) => ({ type: 'move', from: uci.slice(0, 2), to: uci.slice(2, 4), ...(uci.length > 4 ? { promotion: uci.slice(4) } : {}) }));
  return { mode: s.mode, start: s.start, ...(s.clock ? { clock: s.clock } : {}), events: [...prelude, ...(s.events ?? [])] };
}

/** The lab's address for a case, from a page of the reader's language. */
export const caseLabHref = (locale: string, c: Omit<Case, 'edition'>) => `/${locale}/cases/${caseLinkFor(c)}`;
