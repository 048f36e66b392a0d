/**
 * Points and the kinds of round: played over the board, forfeits, byes, and C.07 (2024) Article 16's
 * categories of unplayed rounds with the adjusted score (16.3) opponents see.
 */
import type { PairingSystem, Participant, ResultCode, RoundEntry, Tournament } from './types';

const PLAYED: ReadonlySet<ResultCode> = new Set(['1', '=', '0', 'W', 'D', 'L']);

/** A game played over the board (C.07 7.2–7.4, 8.2, 10.1). */
export const isPlayed = (e: RoundEntry) => e.opponent !== null && PLAYED.has(e.code);

export function roundPoints(t: Tournament, e: RoundEntry): number {
  const p = t.points;
  switch (e.code) {
    case '1':
    case 'W':
      return p.win;
    case '=':
    case 'D':
      return p.draw;
    case '0':
    case 'L':
      return p.loss;
    case '+':
      return p.forfeitWin;
    case '-':
      return p.forfeitLoss;
    case 'H':
      return p.halfBye;
    case 'F':
      return p.fullBye;
    case 'U':
      return p.pairingBye;
    case 'Z':
      return p.zeroBye;
  }
}

const memo = new WeakMap<Tournament, Map<number, number>>();

/** The participant's points from their results. */
export function pointsOf(t: Tournament, p: Participant): number {
  let m = memo.get(t);
  if (!m) memo.set(t, (m = new Map()));
  const hit = m.get(p.startNo);
  if (hit !== undefined) return hit;
  const v = p.rounds.reduce((s, e) => s + roundPoints(t, e), 0);
  m.set(p.startNo, v);
  return v;
}

/** The result (win, draw, loss) an awarded number of points corresponds to (16.3.1, 16.4). */
export function resultOfPoints(t: Tournament, points: number): 'win' | 'draw' | 'loss' {
  if (points >= t.points.win) return 'win';
  if (points > t.points.loss) return 'draw';
  return 'loss';
}

/** C.07 16.1.1: a requested bye is a half-point or zero-point bye (every round after a withdrawal is a zero-point bye). */
export const isRequestedBye = (e: RoundEntry) => e.opponent === null && (e.code === 'H' || e.code === 'Z');

/** C.07 16.1.2: a voluntary unplayed round (VUR) is a requested bye or a forfeit loss. */
export const isVur = (e: RoundEntry) => isRequestedBye(e) || (e.code === '-' && e.opponent !== null);

/** C.07 16.2: the category of an unplayed round, or null for a game played over the board. */
export type UnplayedCategory = '16.2.1' | '16.2.2' | '16.2.3' | '16.2.4' | '16.2.5';

export function unplayedCategory(p: Participant, e: RoundEntry): UnplayedCategory | null {
  if (isPlayed(e)) return null;
  if (e.code === 'U' || e.code === 'F') return '16.2.1';
  if (e.code === '+') return '16.2.2';
  if (e.code === '-') return e.opponent === null ? followedByAvailable(p, e.round) ? '16.2.3' : '16.2.5' : '16.2.4';
  // H, Z: a requested bye
  return followedByAvailable(p, e.round) ? '16.2.3' : '16.2.5';
}

/** 16.2.3: at least one later round in which the participant was available to play and that is not a VUR. */
function followedByAvailable(p: Participant, round: number): boolean {
  return p.rounds.some((e) => e.round > round && !isVur(e));
}

export interface AdjustedScore {
  value: number;
  /** Rounds of category 16.2.5 evaluated as draws (16.3.2): round and the points they replace. */
  asDraws: { round: number; awarded: number }[];
}

const adjustedMemo = new WeakMap<Tournament, Map<number, AdjustedScore>>();

/**
 * C.07 16.3: the participant's score as their opponents' tie-breaks use it. Rounds of categories
 * 16.2.1–16.2.4 count as awarded (16.3.1); those of 16.2.5 as draws (16.3.2). In a round robin
 * (15.2) the score is used as it is. Under the 2007 annex every unplayed game counts as a draw.
 */
export function adjustedScore(t: Tournament, p: Participant, system: PairingSystem, annex2007 = false): AdjustedScore {
  let m = adjustedMemo.get(t);
  if (!m) adjustedMemo.set(t, (m = new Map()));
  const key = p.startNo * 4 + (system === 'swiss' ? 0 : 1) + (annex2007 ? 2 : 0);
  const hit = m.get(key);
  if (hit) return hit;
  let value = pointsOf(t, p);
  const asDraws: AdjustedScore['asDraws'] = [];
  if (annex2007)
    // 2007 annex: every unplayed game counts as a draw for tie-break purposes.
    for (const e of p.rounds) {
      if (isPlayed(e)) continue;
      const awarded = roundPoints(t, e);
      value += t.points.draw - awarded;
      asDraws.push({ round: e.round, awarded });
    }
  else if (system === 'swiss')
    for (const e of p.rounds)
      if (unplayedCategory(p, e) === '16.2.5') {
        const awarded = roundPoints(t, e);
        value += t.points.draw - awarded;
        asDraws.push({ round: e.round, awarded });
      }
  const res = { value, asDraws };
  m.set(key, res);
  return res;
}

/**
 * A round robin is a tournament with pre-determined pairings: every participant meets every other the
 * same number of times (forfeits included). Anything else is read as a Swiss.
 */
export function detectSystem(t: Tournament): PairingSystem {
  const n = t.participants.length;
  if (n < 2) return 'swiss';
  const meets = new Map<string, number>();
  for (const p of t.participants)
    for (const e of p.rounds)
      if (e.opponent !== null && p.startNo < e.opponent) {
        const k = `${p.startNo}-${e.opponent}`;
        meets.set(k, (meets.get(k) ?? 0) + 1);
      }
  const pairs = (n * (n - 1)) / 2;
  if (meets.size !== pairs) return 'swiss';
  const counts = new Set(meets.values());
  return counts.size === 1 ? 'round-robin' : 'swiss';
}
