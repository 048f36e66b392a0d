/**
 * Reads an untrusted case (parsed JSON) into a checked, normalised case, or throws a
 * CaseError with one clear line. Semantic errors found while replaying (an illegal SAN,
 * touching an empty square…) are CaseErrors too, thrown by adjudicate().
 */
import { validateFen } from 'chess.js';
import { START_FEN } from '../chess/fen';
import { Board } from './movegen';
import {
  EDITIONS,
  MODES,
  QUICKPLAY_FINDINGS,
  type CaseEvent,
  type ClaimKind,
  type Clock,
  type ColorName,
  type Edition,
  type Mode,
  type QuickplayFinding,
  type TimeControl,
} from './types';

export class CaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseError';
  }
}


export interface NormalizedCase {
  edition: Edition;
  mode: Mode;
  start: string;
  clock?: Clock;
  timeControl: Required<Omit<TimeControl, 'moves'>> & Pick<TimeControl, 'moves'>;
  supervision: 'adequate' | 'inadequate';
  events: CaseEvent[];
}

const CLAIMS: readonly ClaimKind[] = ['threefold', 'fifty-moves', 'touch-move', 'illegal-move', 'quickplay-finish'];
const EVENT_TYPES = 'move, press-clock, take-back, touch, adjust, claim, flag, resign, agreement or clock';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function seconds(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
    throw new CaseError(`${what} must be a number of seconds >= 0`);
  }
  return v;
}

function clockOf(v: unknown, what: string): Clock {
  if (!isObject(v)) throw new CaseError(`${what} must be an object { "white": seconds, "black": seconds }`);
  return { white: seconds(v.white, `${what}.white`), black: seconds(v.black, `${what}.black`) };
}

/** Checks a FEN with chess.js and the Laws' own requirement that the side not to move is not in check. */
export function checkFen(fen: unknown): string {
  if (typeof fen !== 'string' || !fen.trim()) throw new CaseError('start must be "startpos" or a FEN string');
  const trimmed = fen.trim();
  if (trimmed === 'startpos') return START_FEN;
  const parts = trimmed.split(/\s+/);
  // accept a FEN without clocks: add them
  const full = parts.length === 4 ? `${trimmed} 0 1` : trimmed;
  const v = validateFen(full);
  if (!v.ok) throw new CaseError(`bad FEN "${trimmed}": ${(v.error ?? 'invalid').replace(/^Invalid FEN: /, '')}`);
  const b = Board.fromFen(full);
  if (b.inCheck((1 - b.turn) as 0 | 1)) {
    throw new CaseError(`bad FEN "${trimmed}": the side not to move is in check (illegal position)`);
  }
  return full;
}

function square(v: unknown, where: string): string {
  if (typeof v !== 'string' || !/^[a-h][1-8]$/.test(v)) throw new CaseError(`${where}: "square" must be a square such as "e4"`);
  return v;
}

function color(v: unknown, where: string): ColorName {
  if (v !== 'white' && v !== 'black') throw new CaseError(`${where}: "color" must be "white" or "black"`);
  return v;
}

function observedOf(raw: Record<string, unknown>, where: string): { observed?: boolean } {
  if (raw.observed === undefined) return {};
  if (typeof raw.observed !== 'boolean') throw new CaseError(`${where}: "observed" must be true or false`);
  return { observed: raw.observed };
}

function findingOf(v: unknown, where: string): QuickplayFinding {
  if (typeof v !== 'string' || !(QUICKPLAY_FINDINGS as readonly string[]).includes(v)) {
    throw new CaseError(`${where}: "finding" must be one of ${QUICKPLAY_FINDINGS.map((f) => `"${f}"`).join(', ')} (the arbiter's judgement)`);
  }
  return v as QuickplayFinding;
}

function timeControlOf(v: unknown): NormalizedCase['timeControl'] {
  const tc: NormalizedCase['timeControl'] = { increment: 0, lastPeriod: true, guidelinesIII: true };
  if (v === undefined) return tc;
  if (!isObject(v)) throw new CaseError('"timeControl" must be an object { "increment", "lastPeriod", "guidelinesIII", "moves" }');
  if (v.increment !== undefined) tc.increment = seconds(v.increment, 'timeControl.increment');
  if (v.moves !== undefined) {
    if (typeof v.moves !== 'number' || !Number.isInteger(v.moves) || v.moves < 1) throw new CaseError('timeControl.moves must be a whole number of moves >= 1');
    tc.moves = v.moves;
  }
  for (const key of ['lastPeriod', 'guidelinesIII'] as const) {
    if (v[key] === undefined) continue;
    if (typeof v[key] !== 'boolean') throw new CaseError(`timeControl.${key} must be true or false`);
    tc[key] = v[key];
  }
  return tc;
}

function claimEvent(raw: Record<string, unknown>, where: string): CaseEvent {
  const kind = raw.claim;
  if (typeof kind !== 'string' || !(CLAIMS as readonly string[]).includes(kind)) {
    throw new CaseError(`${where}: "claim" must be one of ${CLAIMS.map((c) => `"${c}"`).join(', ')}`);
  }
  if (raw.san !== undefined) {
    if (kind !== 'threefold' && kind !== 'fifty-moves') throw new CaseError(`${where}: a ${kind} claim has no "san"`);
    if (typeof raw.san !== 'string' || !raw.san.trim()) throw new CaseError(`${where}: "san" must be a move such as "Nf3"`);
  }
  const by = raw.by === undefined ? {} : { by: color(raw.by, `${where} ("by")`) };
  if (kind !== 'quickplay-finish') {
    if (raw.finding !== undefined || raw.extraTime !== undefined) {
      throw new CaseError(`${where}: "finding" and "extraTime" belong to a quickplay-finish claim only`);
    }
    return { type: 'claim', claim: kind as ClaimKind, ...(typeof raw.san === 'string' ? { san: raw.san.trim() } : {}), ...by };
  }
  if (raw.finding === undefined) {
    throw new CaseError(
      `${where}: a quickplay-finish claim needs the arbiter's "finding": ${QUICKPLAY_FINDINGS.map((f) => `"${f}"`).join(', ')}`,
    );
  }
  const finding = findingOf(raw.finding, where);
  if (raw.extraTime !== undefined && typeof raw.extraTime !== 'boolean') throw new CaseError(`${where}: "extraTime" must be true or false`);
  return { type: 'claim', claim: 'quickplay-finish', finding, ...(raw.extraTime === true ? { extraTime: true } : {}), ...by };
}

function promotionOf(v: unknown, where: string): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^[qrbnQRBN]$/.test(v)) throw new CaseError(`${where}: "promotion" must be one of q, r, b, n`);
  return v.toLowerCase();
}

/** The move taken back is the player's last; the move he makes instead, if any, by "san" or by "from" and "to". */
function takeBackEvent(raw: Record<string, unknown>, where: string): CaseEvent {
  if (raw.color === undefined) throw new CaseError(`${where}: a take-back event needs "color": the player who takes his move back`);
  const c = color(raw.color, where);
  if (raw.san !== undefined && (raw.from !== undefined || raw.to !== undefined)) throw new CaseError(`${where}: the move made instead needs either "san" or "from" and "to", not both`);
  if (raw.san !== undefined) {
    if (typeof raw.san !== 'string' || !raw.san.trim()) throw new CaseError(`${where}: "san" must be a move such as "Nf3"`);
    return { type: 'take-back', color: c, san: raw.san.trim() };
  }
  if (raw.from === undefined && raw.to === undefined) return { type: 'take-back', color: c };
  const from = square(raw.from, `${where} (from)`);
  const to = square(raw.to, `${where} (to)`);
  if (from === to) throw new CaseError(`${where}: "from" and "to" are the same square`);
  const promotion = promotionOf(raw.promotion, where);
  return { type: 'take-back', color: c, from, to, ...(promotion ? { promotion } : {}) };
}

function event(raw: unknown, i: number): CaseEvent {
  const where = `event ${i}`;
  if (!isObject(raw)) throw new CaseError(`${where} must be an object`);
  switch (raw.type) {
    case 'move': {
      const hasSan = raw.san !== undefined;
      const hasSquares = raw.from !== undefined || raw.to !== undefined;
      if (hasSan === hasSquares) throw new CaseError(`${where}: a move needs either "san" or "from" and "to"`);
      const observed = observedOf(raw, where);
      if (raw.hands !== undefined && raw.hands !== 1 && raw.hands !== 2) {
        throw new CaseError(`${where}: "hands" must be 1 or 2 (the number of hands used to make the move)`);
      }
      const hands = raw.hands === 2 ? { hands: 2 as const } : {};
      if (raw.completed !== undefined && typeof raw.completed !== 'boolean') throw new CaseError(`${where}: "completed" must be true or false`);
      if (raw.completed === false && (raw.hands === 2 || raw.observed === false)) {
        throw new CaseError(`${where}: a move not completed ("completed": false) cannot also be "observed": false or made with two hands`);
      }
      const completed = raw.completed === false ? { completed: false } : {};
      if (hasSan) {
        if (typeof raw.san !== 'string' || !raw.san.trim()) throw new CaseError(`${where}: "san" must be a move such as "Nf3"`);
        return { type: 'move', san: raw.san.trim(), ...observed, ...hands, ...completed };
      }
      const from = square(raw.from, `${where} (from)`);
      const to = square(raw.to, `${where} (to)`);
      if (from === to) throw new CaseError(`${where}: "from" and "to" are the same square`);
      const promotion = promotionOf(raw.promotion, where);
      return { type: 'move', from, to, ...(promotion ? { promotion } : {}), ...observed, ...hands, ...completed };
    }
    case 'press-clock':
      if (raw.color === undefined) throw new CaseError(`${where}: a press-clock event needs "color": the player who presses his clock`);
      return { type: 'press-clock', color: color(raw.color, where), ...observedOf(raw, where) };
    case 'take-back':
      return takeBackEvent(raw, where);
    case 'touch': {
      const sq = square(raw.square, where);
      if (raw.with === undefined) return { type: 'touch', square: sq };
      const other = square(raw.with, `${where} ("with")`);
      if (other === sq) throw new CaseError(`${where}: "with" names the same square as "square"`);
      return { type: 'touch', square: sq, with: other };
    }
    case 'adjust':
      return { type: raw.type, square: square(raw.square, where) };
    case 'claim':
      return claimEvent(raw, where);
    case 'flag': {
      if (raw.color !== 'white' && raw.color !== 'black' && raw.color !== 'both') {
        throw new CaseError(`${where}: "color" must be "white", "black" or "both" (both flags down, which fell first unknown)`);
      }
      if (raw.finding === undefined) return { type: 'flag', color: raw.color };
      if (raw.color === 'both') throw new CaseError(`${where}: "finding" needs the flag of one player (the claimant of a postponed quickplay-finish claim)`);
      return { type: 'flag', color: raw.color, finding: findingOf(raw.finding, where) };
    }
    case 'resign':
      return { type: raw.type, color: color(raw.color, where) };
    case 'agreement':
      return { type: 'agreement' };
    case 'clock':
      return { type: 'clock', white: seconds(raw.white, `${where}.white`), black: seconds(raw.black, `${where}.black`) };
    default:
      throw new CaseError(`${where}: unknown type ${JSON.stringify(raw.type)} (expected ${EVENT_TYPES})`);
  }
}

export function normalizeCase(raw: unknown): NormalizedCase {
  if (!isObject(raw)) throw new CaseError('a case must be a JSON object');
  const ed = typeof raw.edition === 'number' ? String(raw.edition) : raw.edition;
  if (typeof ed !== 'string' || !(EDITIONS as readonly string[]).includes(ed)) {
    throw new CaseError(`unknown edition ${JSON.stringify(raw.edition)} (expected one of ${EDITIONS.join(', ')})`);
  }
  const mode = raw.mode === undefined ? 'standard' : raw.mode;
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
    throw new CaseError(`unknown mode ${JSON.stringify(raw.mode)} (expected standard, rapid or blitz)`);
  }
  const start = checkFen(raw.start === undefined ? 'startpos' : raw.start);
  const clock = raw.clock === undefined ? undefined : clockOf(raw.clock, 'clock');
  const timeControl = timeControlOf(raw.timeControl);
  if (raw.supervision !== undefined && raw.supervision !== 'adequate' && raw.supervision !== 'inadequate') {
    throw new CaseError('"supervision" must be "adequate" or "inadequate"');
  }
  if (raw.supervision !== undefined && mode === 'standard') throw new CaseError('"supervision" applies to rapid and blitz games only');
  const supervision = raw.supervision === 'adequate' ? 'adequate' : 'inadequate';
  if (raw.events !== undefined && !Array.isArray(raw.events)) throw new CaseError('"events" must be an array');
  const events = ((raw.events as unknown[] | undefined) ?? []).map((e, i) => event(e, i));
  return { edition: ed as Edition, mode: mode as Mode, start, ...(clock ? { clock } : {}), timeControl, supervision, events };
}
