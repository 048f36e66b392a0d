// Reading a case lab link. Everything in a link is untrusted: it is read here, checked by the rules engine, and
// either accepted whole or refused with one reason. The limits and the position checks are the board links'
// (lib/board/link.ts), and so are their messages; what only a case can get wrong has its own problems.
import { readLinkFen, type LinkProblem, type Side } from '@/lib/board/link';
import { MAX_QUERY } from '@/lib/board/linkQuery';
import { EDITIONS } from '@/lib/editions';
import { tryAdjudicate } from '@/lib/rules';
import { MODES, type CaseEvent, type Mode } from '@/lib/rules/types';
import { CASE_KEY } from './linkQuery';
import { EMPTY_CASE, MAX_EVENTS, engineCase, labCaseOf, type LabCase } from './model';

export type CaseLinkProblem =
  | Extract<LinkProblem, 'too-long' | 'unsafe' | 'repeated-key' | 'bad-fen' | 'bad-counters' | 'too-many-men' | 'too-many-pawns' | 'too-many-promoted' | 'pawn-on-edge' | 'opponent-in-check'>
  /** the value is not a case written as JSON */
  | 'not-a-case'
  /** more events than a case may hold */
  | 'too-many-events'
  /** the engine cannot read the case in any edition (`detail`: the engine's reason, in English) */
  | 'bad-case';

export interface CaseLinkRefusal {
  ok: false;
  problem: CaseLinkProblem;
  detail: string;
  side?: Side;
  count?: number;
}

export type CaseLinkReading = { ok: true; lab: LabCase; empty: boolean } | CaseLinkRefusal;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a query string (with or without "?"). Without a case the lab opens on its example (`empty`). */
export function readCaseLink(search: string): CaseLinkReading {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw.length > MAX_QUERY) return { ok: false, problem: 'too-long', detail: '', count: raw.length };
  const params = new URLSearchParams(raw);
  if ([...params.values()].some((v) => /[<>]|javascript:|data:|\u0000/i.test(v))) return { ok: false, problem: 'unsafe', detail: '' };
  if (params.getAll(CASE_KEY).length > 1) return { ok: false, problem: 'repeated-key', detail: CASE_KEY };
  const text = params.get(CASE_KEY)?.trim();
  if (!text) return { ok: true, lab: EMPTY_CASE, empty: true };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-a-case', detail: '' };
  }
  if (!isObject(value)) return { ok: false, problem: 'not-a-case', detail: '' };
  const { mode, start, events } = value;
  if (mode !== undefined && !MODES.includes(mode as Mode)) return { ok: false, problem: 'not-a-case', detail: '' };
  if (start !== undefined && typeof start !== 'string') return { ok: false, problem: 'not-a-case', detail: '' };
  if (events !== undefined && !Array.isArray(events)) return { ok: false, problem: 'not-a-case', detail: '' };
  if (Array.isArray(events) && events.length > MAX_EVENTS) return { ok: false, problem: 'too-many-events', detail: '', count: events.length };
  let fen = 'startpos';
  if (typeof start === 'string' && start.trim() && start.trim() !== 'startpos') {
    const read = readLinkFen(start, '2023');
    if (!('ok' in read)) return { ok: false, ...read } as CaseLinkRefusal;
    fen = read.fen;
  }
  const lab = labCaseOf({ ...(value as object), start: fen, events: (events ?? []) as CaseEvent[] });
  // The engine is the judge of the rest; a case some editions cannot rule (an extension they lack) is still a case.
  const readings = EDITIONS.map((edition) => tryAdjudicate(engineCase(lab, edition)));
  const failed = readings.find((r) => !r.ok);
  if (failed && readings.every((r) => !r.ok)) return { ok: false, problem: 'bad-case', detail: shown(failed.error) };
  return { ok: true, lab, empty: false };
}

/** Shortened for a message, and never markup. */
function shown(value: string): string {
  const s = value.replace(/[<>"'`]/g, '').slice(0, 160);
  return value.length > 160 ? `${s}…` : s;
}
