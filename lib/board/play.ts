// What the learner does on the board, ruled by the engine: a move, a touch, a claim, a flag. Each takes the board's
// state and returns the next one, with what the board says about it. The engine is the only judge: these functions
// ask it (`engine.tryMove`, `engine.touch`, `engine.act` for an exercise…) and keep what it answers.
import { piecesOf, turnOf } from '@/lib/chess/fen';

import type { ActionResult, Reply } from './boardEngine';
import type { Promotion } from './moves';
import { learnerOf, isStuck, type BoardPlay, type BoardState, type Engine, type Note, type BoardClaim } from './model';

/** The board says `notes` (in place of what it said before). */
export function say(s: BoardState, notes: (Note | null | false | undefined)[], alert = false): BoardState {
  return { ...s, said: { notes: notes.filter((n): n is Note => !!n), alert, n: s.said.n + 1 } };
}

export const outcomeNote = (g: BoardPlay | null): Note | null =>
  g?.run && g.run.outcome !== 'playing' ? { kind: 'outcome', outcome: g.run.outcome, ...(g.run.failure !== undefined ? { failure: g.run.failure } : {}) } : null;

export const stuckNote = (g: BoardPlay | null, s: BoardState): Note | null => (isStuck(g, learnerOf(s)) ? { kind: 'stuck' } : null);

/** The opponent's scripted replies, said after what came before them (`first`). */
export function sayReplies(s: BoardState, g: BoardPlay, replies: Reply[], first: (Note | null)[] = []): BoardState {
  const edition = g.state.session.edition;
  const moves = replies.map((r): Note => ({ kind: 'opponent', san: r.san, from: r.from, to: r.to, before: r.before, entries: r.entries, ruling: g.state.ruling, edition }));
  return say(s, [...first, ...moves, outcomeNote(g), stuckNote(g, s)]);
}

/**
 * A move from `from` to `to`. The board first asks for the piece of a promotion; in an exercise the learner moves
 * only his own side, and the opponent's replies wait in `pending` until the board shows them.
 */
export function move(s: BoardState, E: Engine, g: BoardPlay, from: string, to: string, promo?: Promotion): BoardState {
  s = { ...s, selected: null, targets: [] };
  const fen = g.state.ruling.fen;
  const pieces = piecesOf(fen);
  const piece = pieces.get(from);
  const turn = turnOf(fen);
  const learner = learnerOf(s);
  const edition = g.state.session.edition;
  if (g.run && learner && piece && piece.color !== learner && turn === learner) return say(s, [{ kind: 'not-learner', colour: learner }], true);
  if (!promo && E.needsPromotion(fen, from, to, edition)) return { ...s, promotion: { from, to } };
  const clock = s.clock ?? undefined;
  let result: ActionResult;
  let next: BoardPlay;
  let afterLearner: BoardPlay | null = null;
  let replies: Reply[] = [];
  if (g.run) {
    const step = E.act(g.run, { move: `${from}${to}${promo ?? ''}` }, clock);
    result = step.result;
    const added = result.ok ? [{ san: result.san!, from, to, ...(promo ? { promotion: promo } : {}) }] : [];
    afterLearner = { ...g, state: step.afterLearner.state, run: step.afterLearner, history: [...g.history, ...added] };
    next = { ...afterLearner, state: step.run.state, run: step.run, history: [...afterLearner.history, ...step.replies.map((r) => ({ san: r.san, from: r.from, to: r.to }))] };
    replies = step.replies;
  } else {
    result = E.tryMove(g.state, from, to, promo, clock);
    next = result.ok ? { ...g, state: result.state, history: [...g.history, { san: result.san!, from, to, ...(promo ? { promotion: promo } : {}) }] } : g;
  }
  if (!result.ok) {
    const refusal: Note = { kind: 'refusal', reason: result.reason, articles: result.articles, edition, ctx: { turn, from, to, piece, obligation: g.state.ruling.obligation } };
    // A refused move can end an exercise (it was the mistake the exercise is about).
    if (afterLearner && afterLearner.run?.outcome !== 'playing') return say({ ...s, game: afterLearner }, [refusal, outcomeNote(afterLearner)], true);
    // The exercise keeps what the refusal changed in its run (a refusal it asks for, the count of refused moves).
    return say(afterLearner ? { ...s, game: afterLearner } : s, [refusal], true);
  }
  const played: Note = { kind: 'move', san: result.san!, from, to, before: fen, entries: result.entries, ruling: (afterLearner ?? next).state.ruling, edition };
  if (result.state.ruling.clock) s = { ...s, clock: result.state.ruling.clock };
  if (replies.length && afterLearner) return say({ ...s, game: afterLearner, pending: { game: next, replies } }, [played]);
  return say({ ...s, game: next }, [played, outcomeNote(next), stuckNote(next, s)], next.run?.outcome === 'failure');
}

/**
 * A touch (or, with `adjust`, j'adoube) on a square. Here a touch becomes an obligation: the touch is added to the
 * game as an event, and the engine's ruling (lib/rules, Article 4) carries the obligation it creates, which the
 * next move must then meet (`move` above is refused with the obligation's article when it does not).
 */
export function touch(s: BoardState, E: Engine, g: BoardPlay, square: string, adjust: boolean): BoardState {
  const fen = g.state.ruling.fen;
  const piece = piecesOf(fen).get(square);
  const edition = g.state.session.edition;
  const ctx = { turn: turnOf(fen), from: square, to: square };
  if (!piece) return say(s, [{ kind: 'refusal', reason: 'no-piece', articles: [], edition, ctx }], true);
  let result: ActionResult;
  let next: BoardPlay;
  if (g.run) {
    const step = E.act(g.run, adjust ? { adjust: square } : { touch: square });
    result = step.result;
    next = { ...g, state: step.run.state, run: step.run };
  } else {
    result = E.touch(g.state, square, adjust);
    next = result.ok ? { ...g, state: result.state } : g;
  }
  if (!result.ok) return say(s, [{ kind: 'refusal', reason: result.reason, articles: result.articles, edition, ctx }], true);
  const said: Note = { kind: 'touched', entries: result.entries, ruling: next.state.ruling, edition, before: fen, square, piece };
  return say({ ...s, game: next }, [said, outcomeNote(next)]);
}

/** A claim (threefold, fifty moves), with the move written on the scoresheet if any. */
export function claim(s: BoardState, E: Engine, g: BoardPlay, kind: BoardClaim): BoardState {
  const fen = g.state.ruling.fen;
  const edition = g.state.session.edition;
  const claimant = turnOf(fen);
  const learner = learnerOf(s);
  if (g.run && learner && claimant !== learner) {
    return say(s, [{ kind: 'refusal', reason: 'not-your-turn', articles: [], edition, ctx: { turn: claimant, from: 'e1', to: 'e1' } }], true);
  }
  let san: string | undefined;
  if (s.written.trim()) {
    // The written move in the reader's letters; one that is not legal here is still written, and the engine rules
    // the claim incorrect (9.5b / 9.5.3).
    const typed = E.readTypedMove(fen, s.written, edition, s.locale);
    if (!typed.ok && typed.reason === 'unreadable') return say(s, [{ kind: 'typed', reason: 'unreadable', text: s.written.trim() }], true);
    san = typed.san;
  }
  const clock = s.clock ?? undefined;
  let result: ActionResult;
  let next: BoardPlay;
  if (g.run) {
    const step = E.act(g.run, { claim: kind, ...(san ? { write: san } : {}) }, clock);
    result = step.result;
    next = { ...g, state: step.run.state, run: step.run };
  } else {
    result = E.claim(g.state, kind, san, clock);
    next = result.ok ? { ...g, state: result.state } : g;
  }
  if (!result.ok) return say(s, [{ kind: 'refusal', reason: result.reason, articles: result.articles, edition, ctx: { turn: claimant, from: 'e1', to: 'e1' } }], true);
  const ruling = next.state.ruling;
  s = { ...s, game: next, ...(ruling.clock ? { clock: ruling.clock } : {}), ...(ruling.status === 'over' ? { running: false } : {}) };
  const incorrect = result.entries.some((e) => e.decision !== 'claim-correct');
  return say(
    s,
    [
      { kind: 'claiming', colour: claimant, claim: kind, ...(san ? { san } : {}) },
      { kind: 'entries', entries: result.entries, ruling, edition, before: fen },
      outcomeNote(next),
    ],
    incorrect,
  );
}

/** A flag falls: the engine says what follows (a loss, a draw when the opponent cannot mate…). It falls once. */
export function flag(s: BoardState, E: Engine, color: 'white' | 'black'): BoardState {
  const g = s.game;
  if (!g || g.state.ruling.status === 'over') return s;
  // In an exercise the flag is one of the learner's events: its goal or failure may be the flag's ruling.
  const step = g.run ? E.act(g.run, { flag: color }, s.clock ?? undefined) : null;
  const r = step ? step.result : E.flag(g.state, color, s.clock ?? undefined);
  if (!r.ok) return s;
  const next: BoardPlay = { ...g, state: r.state, run: step ? step.run : null };
  const edition = g.state.session.edition;
  const entries: Note = { kind: 'entries', entries: r.entries, ruling: r.state.ruling, edition, before: g.state.ruling.fen };
  return say({ ...s, game: next, running: false }, [entries, outcomeNote(next)], next.run?.outcome !== 'success');
}

/** A move typed in the reader's letters: played, refused with its reason, or asking for the promotion piece. */
export function typeMove(s: BoardState, E: Engine, g: BoardPlay, text: string): BoardState {
  const typed = E.readTypedMove(g.state.ruling.fen, text, g.state.session.edition, s.locale);
  if (!typed.ok) {
    // A readable move that names its piece is refused as a dragged one would be, with the reason and article.
    if (typed.reason === 'illegal' && typed.from && typed.to) return move(s, E, g, typed.from, typed.to);
    return say(s, [{ kind: 'typed', reason: typed.reason, text: text.trim() }], true);
  }
  if (typed.promotionMissing) return { ...s, promotion: { from: typed.from, to: typed.to } };
  return move(s, E, g, typed.from, typed.to, typed.promotion);
}
