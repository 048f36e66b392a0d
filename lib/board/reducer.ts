// The board's one reducer: (state, action) → state, with actions named after what the learner and the clock do.
// Pure: the engine comes into the state with `engineLoaded`, and the ruling of each action is in ./play.ts.
import { piecesOf, turnOf } from '@/lib/chess/fen';
import { claim, flag, move, say, sayReplies, touch, typeMove } from './play';
import { isInteractive, isTicking, learnerOf, type BoardAction, type BoardPlay, type BoardState, type Engine, type Note } from './model';
import type { Reply } from './boardEngine';

export function boardReducer(s: BoardState, a: BoardAction): BoardState {
  switch (a.type) {
    case 'engineLoaded':
      if (s.engine) return s;
      // A free board's game exists as soon as the engine does (a shared link's moves are replayed then).
      return !s.config.scenario && !s.game ? { ...s, engine: a.engine, game: newGame(s, a.engine).game } : { ...s, engine: a.engine };
    case 'changeLanguage':
      return { ...s, locale: a.locale };
    case 'write':
      return { ...s, written: a.text };
    case 'flip': {
      const orientation = s.orientation === 'white' ? 'black' : 'white';
      return say({ ...s, orientation }, [{ kind: 'flipped', orientation }]);
    }
    case 'chooseHand':
      if (!a.byKey) return { ...s, hand: a.mode };
      if (!isInteractive(s)) return s;
      return say({ ...s, hand: a.mode, selected: null, targets: [] }, [{ kind: 'hand', mode: a.mode }]);
    case 'hint': {
      const total = s.config.scenario?.text[s.locale]?.hints.length ?? 0;
      if (!total) return s;
      const n = Math.min(s.hints + 1, total);
      return say({ ...s, hints: n }, [{ kind: 'hint', n, total }]);
    }
    case 'showReplies':
      if (!s.pending) return s;
      return sayReplies({ ...s, game: s.pending.game, pending: null }, s.pending.game, s.pending.replies);
    case 'pressClock':
      return say({ ...s, running: !s.running }, [{ kind: s.running ? 'paused' : 'running' }]);
    case 'tick': {
      if (!isTicking(s) || !s.clock || !s.engine) return s;
      const side = turnOf(s.game!.state.ruling.fen) === 'w' ? 'white' : 'black';
      const left = Math.max(0, s.clock[side] - a.seconds);
      const next = { ...s, clock: { ...s.clock, [side]: left } };
      return left <= 0 ? flag(next, s.engine, side) : next;
    }
    case 'changeEdition': {
      if (a.edition === s.edition) return s;
      const next = { ...s, edition: a.edition };
      if (!s.game || !s.engine) return next;
      // An exercise starts again in the new edition; a free game is ruled again under it.
      if (s.config.scenario) return restart(next, s.engine);
      const again = s.engine.tryStart({ ...s.game.state.session, edition: a.edition });
      return again.ok ? { ...next, game: { ...s.game, state: again.state } } : next;
    }
    case 'restart':
      return s.engine ? restart(s, s.engine) : s;
  }
  // Every other action acts on the game, and needs it and the engine.
  const E = s.engine;
  const g = s.game;
  if (!E || !g) return s;
  switch (a.type) {
    case 'select':
      return select(s, E, g, a.square);
    case 'drop':
      return move(s, E, g, a.from, a.to);
    case 'touch':
    case 'adjust':
      return touch(s, E, g, a.square, a.type === 'adjust');
    case 'choosePromotion':
      return s.promotion ? move({ ...s, promotion: null }, E, g, s.promotion.from, s.promotion.to, a.piece) : s;
    case 'cancelPromotion': {
      if (!s.promotion) return s;
      // The pawn stays where it was (and "… picked up" is no longer true).
      const { from } = s.promotion;
      return say({ ...s, promotion: null }, [{ kind: 'released', square: from, piece: piecesOf(g.state.ruling.fen).get(from) }]);
    }
    case 'typeMove':
      // While the promotion chooser is open, the move being promoted is the only one.
      return s.promotion ? s : typeMove(s, E, g, a.text);
    case 'claim':
      return claim(s, E, g, a.claim);
    case 'flag':
      return flag(s, E, a.color);
    case 'takeBack':
      if (g.run || !g.history.length) return s;
      return say({ ...s, selected: null, targets: [], game: { ...g, state: E.undoMove(g.state), history: g.history.slice(0, -1) } }, [{ kind: 'undone' }]);
  }
}

/** A square activated: with the hand, a touch; otherwise pick a piece up, put it back, or move it there. */
function select(s: BoardState, E: Engine, g: BoardPlay, square: string): BoardState {
  if (s.promotion || s.pending) return s;
  if (s.config.hand && s.hand !== 'move') return touch(s, E, g, square, s.hand === 'adjust');
  const fen = g.state.ruling.fen;
  const piece = piecesOf(fen).get(square);
  const toMove = turnOf(fen);
  const learner = learnerOf(s);
  if (s.selected === square) return say({ ...s, selected: null, targets: [] }, [{ kind: 'released', square, piece }]);
  if (piece && piece.color === toMove && (!learner || piece.color === learner || !g.run)) {
    return say({ ...s, selected: square, targets: E.targetsFrom(fen, square, g.state.session.edition) }, [{ kind: 'selected', square, piece }]);
  }
  if (s.selected) return move(s, E, g, s.selected, square);
  const reason = piece ? 'not-your-turn' : 'no-piece';
  return say(s, [{ kind: 'refusal', reason, articles: [], edition: g.state.session.edition, ctx: { turn: toMove, from: square, to: square } }], true);
}

/** A new game in the board's edition: an exercise from its start (with the opponent's first replies), or a free board. */
function newGame(s: BoardState, E: Engine): { game: BoardPlay; replies: Reply[] } {
  const { scenario, startFen, clock, moves } = s.config;
  if (scenario) {
    const { run, replies, prelude } = E.startRun(scenario, s.edition);
    const history = [...prelude, ...replies].map((r) => ({ san: r.san, from: r.from, to: r.to, ...(r.promotion ? { promotion: r.promotion } : {}) }));
    return { game: { state: run.state, run, history, historyStart: scenario.start }, replies };
  }
  const session = { edition: s.edition, mode: 'standard' as const, start: startFen, ...(clock ? { clock } : {}), events: [] };
  const { state, played } = E.replayMoves(session, moves);
  return { game: { state, run: null, history: played, historyStart: startFen }, replies: [] };
}

/** Start or Try again for an exercise; for a free board, back to its starting position (a link's moves are not replayed). */
function restart(s: BoardState, E: Engine): BoardState {
  const { scenario, clock, startFen } = s.config;
  const cleared = { ...s, pending: null, selected: null, targets: [], promotion: null };
  if (!scenario) {
    const state = E.startSession({ edition: s.edition, mode: 'standard', start: startFen, ...(clock ? { clock } : {}), events: [] });
    return say({ ...cleared, clock, running: false, game: { state, run: null, history: [], historyStart: startFen } }, [{ kind: 'reset' }]);
  }
  const { game, replies } = newGame(s, E);
  const started: Note = {
    kind: 'started',
    ...(scenario.editions.includes(s.edition) ? {} : { otherEdition: { list: scenario.editions.join(', '), year: game.state.session.edition } }),
  };
  const next = { ...cleared, game, hints: 0, written: '', clock: clock ?? scenario.clock ?? null, running: Boolean(scenario.clock) };
  return sayReplies(next, game, replies, [started]);
}
