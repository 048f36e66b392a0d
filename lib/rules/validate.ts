/**
 * Reads an untrusted case (parsed JSON) into a checked, normalised case, or throws a
 * CaseError with one clear line. Semantic errors found while replaying (an illegal SAN,
 * touching an empty square…) are CaseErrors too, thrown by adjudicate().
 */
import { validateFen } from 'chess.js';
import { Board } from './board';
import { EDITIONS, MODES, type CaseEvent, type Clock, type ColorName, type Edition, type Mode } from './types';

export class CaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseError';
  }
}

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export interface NormalizedCase {
  edition: Edition;
  mode: Mode;
  start: string;
  clock?: Clock;
  events: CaseEvent[];
}

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

function event(raw: unknown, i: number): CaseEvent {
  const where = `event ${i}`;
  if (!isObject(raw)) throw new CaseError(`${where} must be an object`);
  switch (raw.type) {
    case 'move': {
      const hasSan = raw.san !== undefined;
      const hasSquares = raw.from !== undefined || raw.to !== undefined;
      if (hasSan === hasSquares) throw new CaseError(`${where}: a move needs either "san" or "from" and "to"`);
      const observed = raw.observed === undefined ? undefined : raw.observed !== false;
      if (hasSan) {
        if (typeof raw.san !== 'string' || !raw.san.trim()) throw new CaseError(`${where}: "san" must be a move such as "Nf3"`);
        return { type: 'move', san: raw.san.trim(), ...(observed === undefined ? {} : { observed }) };
      }
      const from = square(raw.from, `${where} (from)`);
      const to = square(raw.to, `${where} (to)`);
      if (from === to) throw new CaseError(`${where}: "from" and "to" are the same square`);
      let promotion: string | undefined;
      if (raw.promotion !== undefined) {
        if (typeof raw.promotion !== 'string' || !/^[qrbnQRBN]$/.test(raw.promotion)) {
          throw new CaseError(`${where}: "promotion" must be one of q, r, b, n`);
        }
        promotion = raw.promotion.toLowerCase();
      }
      return { type: 'move', from, to, ...(promotion ? { promotion } : {}), ...(observed === undefined ? {} : { observed }) };
    }
    case 'touch':
    case 'adjust':
      return { type: raw.type, square: square(raw.square, where) };
    case 'claim': {
      if (raw.claim !== 'threefold' && raw.claim !== 'fifty-moves' && raw.claim !== 'touch-move') {
        throw new CaseError(`${where}: "claim" must be "threefold", "fifty-moves" or "touch-move"`);
      }
      if (raw.san !== undefined && (typeof raw.san !== 'string' || !raw.san.trim())) {
        throw new CaseError(`${where}: "san" must be a move such as "Nf3"`);
      }
      if (raw.claim === 'touch-move' && raw.san !== undefined) throw new CaseError(`${where}: a touch-move claim has no "san"`);
      return { type: 'claim', claim: raw.claim, ...(typeof raw.san === 'string' ? { san: raw.san.trim() } : {}) };
    }
    case 'flag':
    case 'resign':
      return { type: raw.type, color: color(raw.color, where) };
    case 'agreement':
      return { type: 'agreement' };
    case 'clock':
      return { type: 'clock', white: seconds(raw.white, `${where}.white`), black: seconds(raw.black, `${where}.black`) };
    default:
      throw new CaseError(
        `${where}: unknown type ${JSON.stringify(raw.type)} (expected move, touch, adjust, claim, flag, resign, agreement or clock)`,
      );
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
  if (raw.events !== undefined && !Array.isArray(raw.events)) throw new CaseError('"events" must be an array');
  const events = ((raw.events as unknown[] | undefined) ?? []).map((e, i) => event(e, i));
  return { edition: ed as Edition, mode: mode as Mode, start, ...(clock ? { clock } : {}), events };
}
