// A board's game as the rules engine sees it: a case (edition, mode, start, clock, events) and the ruling on it.
// Every board kind keeps one of these; every action is decided by adjudicate() or checkMove() from lib/rules.
import {
  adjudicate,
  checkMove,
  tryAdjudicate,
  type CaseEvent,
  type ClaimKind,
  type Clock,
  type Edition,
  type Mode,
  type RefusalReason,
  type Ruling,
  type RulingEntry,
} from '@/lib/rules';

export interface Session {
  edition: Edition;
  mode: Mode;
  start: string;
  clock?: Clock;
  events: CaseEvent[];
}

export interface SessionState {
  session: Session;
  ruling: Ruling;
}

export type ActionResult =
  | {
      ok: true;
      state: SessionState;
      /** what the Laws said about this action (moves: castling, en passant, promotion, checkmate…) */
      entries: RulingEntry[];
      /** SAN of the move, for a move */
      san?: string;
    }
  | { ok: false; reason: RefusalReason | 'game-over'; articles: string[]; entries: RulingEntry[] };

export function startSession(session: Session): SessionState {
  return { session, ruling: adjudicate(session) };
}

/** Replays a case, or says in one line why it cannot be read (for links and scenario data from outside). */
export function tryStart(session: Session): { ok: true; state: SessionState } | { ok: false; error: string } {
  const r = tryAdjudicate(session);
  return r.ok ? { ok: true, state: { session, ruling: r.ruling } } : { ok: false, error: r.error };
}

/** Adds events and rules again; the entries returned are those about the new events. */
export function addEvents(state: SessionState, events: CaseEvent[]): { state: SessionState; entries: RulingEntry[] } {
  const first = state.session.events.length;
  const session = { ...state.session, events: [...state.session.events, ...events] };
  const ruling = adjudicate(session);
  return { state: { session, ruling }, entries: ruling.rulings.filter((r) => r.event >= first) };
}

/** The current clock readings are written into the case before an event that depends on them. */
export function withClock(state: SessionState, clock: Clock | undefined, events: CaseEvent[]): CaseEvent[] {
  return clock ? [{ type: 'clock', white: Math.round(clock.white), black: Math.round(clock.black) }, ...events] : events;
}

/**
 * A move tried on the board. The engine first says whether it is a legal move at all (a board refuses an illegal
 * move with its reason; it is not "completed" as in Article 7); then the move is added to the case, where a
 * touch-move or written-move obligation may still refuse it, with the articles of the edition.
 */
export function tryMove(state: SessionState, from: string, to: string, promotion?: string, clock?: Clock): ActionResult {
  const { session, ruling } = state;
  if (ruling.status === 'over') return { ok: false, reason: 'game-over', articles: [], entries: [] };
  const check = checkMove(ruling.fen, from, to, promotion, { edition: session.edition });
  if (!check.ok) return { ok: false, reason: check.reason, articles: check.articles, entries: [] };
  const { state: next, entries } = addEvents(state, withClock(state, clock, [{ type: 'move', san: check.san }]));
  const refused = entries.find((e) => e.decision === 'move-refused');
  if (refused) return { ok: false, reason: refused.reason ?? 'touch-move', articles: refused.articles, entries: [refused] };
  return { ok: true, state: next, entries, san: check.san };
}

export function touch(state: SessionState, square: string, adjust = false): ActionResult {
  if (state.ruling.status === 'over') return { ok: false, reason: 'game-over', articles: [], entries: [] };
  const { state: next, entries } = addEvents(state, [{ type: adjust ? 'adjust' : 'touch', square }]);
  return { ok: true, state: next, entries };
}

export function claim(state: SessionState, kind: ClaimKind, san?: string, clock?: Clock): ActionResult {
  const { state: next, entries } = addEvents(state, withClock(state, clock, [{ type: 'claim', claim: kind, ...(san ? { san } : {}) }]));
  return { ok: true, state: next, entries };
}

export function flag(state: SessionState, color: 'white' | 'black', clock?: Clock): ActionResult {
  const { state: next, entries } = addEvents(state, withClock(state, clock, [{ type: 'flag', color }]));
  return { ok: true, state: next, entries };
}

/** A move as a link or a board gives it: squares, and the promotion piece if any. */
export interface SquareMove {
  from: string;
  to: string;
  promotion?: string;
}

/**
 * Plays a list of moves from the start of a session in one pass (a shared link can hold 1,600 moves: ruling the case
 * again after each move, as `tryMove` does, would take seconds). Each move is checked with checkMove on the position
 * before it; the whole case is then ruled once. The moves kept are those before the first one that is not legal or
 * that the engine does not accept (after the game has ended, for example), as `tryMove` one by one would keep.
 */
export function replayMoves(session: Session, moves: readonly SquareMove[]): { state: SessionState; played: (SquareMove & { san: string })[] } {
  let fen = startSession(session).ruling.fen;
  const played: (SquareMove & { san: string })[] = [];
  for (const m of moves) {
    const check = checkMove(fen, m.from, m.to, m.promotion, { edition: session.edition });
    if (!check.ok) break;
    played.push({ ...m, san: check.san });
    fen = check.fen;
  }
  // The moves the engine accepts are a prefix: once one is refused or the game is over, every later one is too.
  // One ruling when all are accepted (the usual link); otherwise a binary search for the longest accepted prefix.
  const first = session.events.length;
  const rule = (n: number): SessionState | null => {
    const events = [...session.events, ...played.slice(0, n).map((p) => ({ type: 'move' as const, san: p.san }))];
    const r = tryAdjudicate({ ...session, events });
    if (!r.ok) return null; // a move after the end of the game
    const stopped = r.ruling.rulings.some((e) => e.event >= first && (e.decision === 'move-refused' || e.decision === 'game-already-over'));
    return stopped ? null : { session: { ...session, events }, ruling: r.ruling };
  };
  let state = rule(played.length);
  if (!state) {
    let [lo, hi] = [0, played.length]; // rule(lo) is accepted, rule(hi) is not
    let best = rule(0)!;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      const at = rule(mid);
      if (at) [lo, best] = [mid, at];
      else hi = mid;
    }
    played.length = lo;
    state = best;
  }
  return { state, played };
}

/** Takes back the last move (and anything said since): the case without its last move event. */
export function undoMove(state: SessionState): SessionState {
  const events = state.session.events;
  let i = events.length - 1;
  while (i >= 0 && events[i]!.type !== 'move') i -= 1;
  if (i < 0) return state;
  return startSession({ ...state.session, events: events.slice(0, i) });
}

/** The SAN of every move played in the case, in order (refused moves are not in the case). */
export function playedMoves(state: SessionState): { san: string }[] {
  return state.session.events.flatMap((e) => (e.type === 'move' && e.san ? [{ san: e.san }] : []));
}

export function setEdition(state: SessionState, edition: Edition): SessionState {
  return startSession({ ...state.session, edition });
}
