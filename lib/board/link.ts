// Shared board links: the edition, the position and the moves travel in the query string
// (/{locale}/board/?edition=2009&fen=…&moves=e2e4,e7e5, or ?scenario=en-passant). Everything in a link is
// untrusted: it is read here, checked by the rules engine, and either accepted whole or refused with one reason.
// `projector=1` opens the board in projector mode (large board, large type, high contrast) for a class.
import { currentEdition, isEdition, type Edition } from '@/lib/editions';
import { checkMove, tryAdjudicate } from '@/lib/rules';
import { checkFen } from '@/lib/rules/validate';
import { START_FEN, piecesOf, turnOf, type PieceColor } from '@/lib/chess/fen';
import { MAX_COUNTER, MAX_MOVES, MAX_QUERY, fitsInLink, formatMove, shareableLinkAt, writeBoardLink, type BoardLink, type LinkMove, type ShareableLink } from './linkQuery';

export { MAX_COUNTER, MAX_MOVES, MAX_QUERY, fitsInLink, formatMove, writeBoardLink, type BoardLink, type LinkMove, type ShareableLink };

export const DEFAULT_EDITION: Edition = currentEdition;
/** The keys a link may give, each at most once. Other keys (a tracker's utm_source…) are left alone. */
export const LINK_KEYS = ['edition', 'fen', 'moves', 'scenario', 'projector'] as const;


export type LinkProblem =
  | 'too-long'
  | 'unsafe'
  | 'repeated-key'
  | 'unknown-edition'
  | 'bad-fen'
  | 'bad-counters'
  | 'too-many-men'
  | 'too-many-pawns'
  | 'too-many-promoted'
  | 'pawn-on-edge'
  | 'opponent-in-check'
  | 'bad-move'
  | 'illegal-move'
  | 'unknown-scenario'
  | 'bad-projector';

export type Side = 'white' | 'black';

export interface LinkRefusal {
  ok: false;
  problem: LinkProblem;
  /** the offending value, shortened, for the message */
  detail: string;
  /** the move's number in the link (bad-move, illegal-move) */
  index?: number;
  /** the side a position problem is about */
  side?: Side;
  /** a number the message gives: characters (too-long), men or pawns (too-many-*) */
  count?: number;
  edition: Edition;
}

export type LinkReading = { ok: true; link: BoardLink; empty: boolean } | LinkRefusal;

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;
const HALF_MOVES = /^(0|[1-9][0-9]*)$/;
const FULL_MOVES = /^[1-9][0-9]*$/;

/** Shortened for a message: at most 40 characters, and never markup. */
function shown(value: string): string {
  const s = value.replace(/[<>"'`]/g, '').slice(0, 40);
  return value.length > 40 ? `${s}…` : s;
}


const sideOf = (c: PieceColor): Side => (c === 'w' ? 'white' : 'black');

type PositionProblem = Omit<LinkRefusal, 'ok' | 'edition'>;

/**
 * What no game can reach, by counting: more than 16 men or 8 pawns a side, more pieces than the pawns missing
 * could have become by promotion (a second queen, a third rook, bishop or knight), a pawn on the first or last
 * rank. Reads the placement of a FEN the engine has found well formed.
 */
export function countProblem(fen: string): PositionProblem | undefined {
  const pieces = [...piecesOf(fen).entries()];
  const edge = pieces.filter(([sq, p]) => p.type === 'p' && /[18]$/.test(sq)).map(([sq]) => sq);
  if (edge.length) return { problem: 'pawn-on-edge', detail: edge.join(', ') };
  for (const colour of ['w', 'b'] as const) {
    const own = pieces.filter(([, p]) => p.color === colour).map(([, p]) => p.type);
    const n = (t: string) => own.filter((x) => x === t).length;
    const side = sideOf(colour);
    if (own.length > 16) return { problem: 'too-many-men', detail: '', side, count: own.length };
    if (n('p') > 8) return { problem: 'too-many-pawns', detail: '', side, count: n('p') };
    const promoted = Math.max(0, n('q') - 1) + Math.max(0, n('r') - 2) + Math.max(0, n('b') - 2) + Math.max(0, n('n') - 2);
    if (promoted > 8 - n('p')) return { problem: 'too-many-promoted', detail: '', side, count: n('p') };
  }
  return undefined;
}

/**
 * A position from a link: a FEN with or without its move counters, checked by the engine's FEN check
 * (lib/rules/validate.ts: chess.js's and "the side not to move is not in check") and by `countProblem`.
 * Gives the FEN the engine works with, or the one reason it is refused.
 */
export function readLinkFen(value: string, edition: Edition): { ok: true; fen: string } | PositionProblem {
  const text = value.trim();
  if (text.length > 100) return { problem: 'bad-fen', detail: shown(text) };
  const fields = text.split(/\s+/);
  if (fields.length === 6) {
    const [half = '', full = ''] = fields.slice(4);
    const sane = (s: string, re: RegExp) => re.test(s) && Number(s) <= MAX_COUNTER;
    if (!sane(half, HALF_MOVES) || !sane(full, FULL_MOVES)) return { problem: 'bad-counters', detail: shown(`${half} ${full}`) };
  }
  let checked: string;
  try {
    checked = checkFen(text);
  } catch (e) {
    // Two of checkFen's refusals are of a well-formed placement: a pawn on the edge (chess.js's last check) and
    // the side not to move in check (checkFen's own); they get their own message. Anything else is no FEN at all.
    const message = e instanceof Error ? e.message : '';
    const inCheck = /side not to move is in check/.test(message);
    if (inCheck || /pawns are on the edge rows/.test(message)) {
      const count = countProblem(text);
      if (count) return count;
      if (inCheck) return { problem: 'opponent-in-check', detail: '', side: turnOf(text) === 'w' ? 'black' : 'white' };
    }
    return { problem: 'bad-fen', detail: shown(text) };
  }
  const count = countProblem(checked);
  if (count) return count;
  const r = tryAdjudicate({ edition, start: checked });
  if (!r.ok) return { problem: 'bad-fen', detail: shown(text) };
  return { ok: true, fen: r.ruling.fen };
}

/**
 * Reads a query string (with or without "?"). `scenarioIds` are the scenarios a link may name.
 * A link with nothing in it is the initial position in the newest edition. Values are read without the
 * whitespace around them; a key given twice is refused rather than one of its values picked.
 */
export function readBoardLink(search: string, scenarioIds: readonly string[] = []): LinkReading {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw.length > MAX_QUERY) return { ok: false, problem: 'too-long', detail: '', count: raw.length, edition: DEFAULT_EDITION };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ok: false, problem: 'bad-fen', detail: '', edition: DEFAULT_EDITION };
  }
  const values = [...params.values()];
  if (values.some((v) => /[<>]|javascript:|data:|\u0000/i.test(v))) {
    return { ok: false, problem: 'unsafe', detail: '', edition: DEFAULT_EDITION };
  }
  const repeated = LINK_KEYS.find((k) => params.getAll(k).length > 1);
  if (repeated) return { ok: false, problem: 'repeated-key', detail: repeated, edition: DEFAULT_EDITION };
  const get = (key: (typeof LINK_KEYS)[number]) => params.get(key)?.trim() ?? null;

  const editionParam = get('edition');
  if (editionParam !== null && !isEdition(editionParam)) {
    return { ok: false, problem: 'unknown-edition', detail: shown(editionParam), edition: DEFAULT_EDITION };
  }
  const edition = editionParam ?? DEFAULT_EDITION;
  // Projector mode is on or off: "1" or "0" (or nothing); anything else is refused rather than guessed.
  const projectorParam = get('projector');
  if (projectorParam !== null && projectorParam !== '' && projectorParam !== '0' && projectorParam !== '1') {
    return { ok: false, problem: 'bad-projector', detail: shown(projectorParam), edition };
  }
  const projector = projectorParam === '1' ? { projector: true } : {};
  const scenario = get('scenario');
  if (scenario !== null) {
    if (!scenarioIds.includes(scenario)) return { ok: false, problem: 'unknown-scenario', detail: shown(scenario), edition };
    return { ok: true, link: { edition, fen: START_FEN, moves: [], scenario, ...projector }, empty: false };
  }
  const fenParam = get('fen');
  let fen = START_FEN;
  if (fenParam !== null && fenParam !== '' && fenParam !== 'startpos') {
    const read = readLinkFen(fenParam, edition);
    if (!('ok' in read)) return { ok: false, ...read, edition };
    fen = read.fen;
  }
  const movesParam = get('moves') ?? '';
  const texts = movesParam ? movesParam.split(/[,\s]+/).filter(Boolean) : [];
  if (texts.length > MAX_MOVES) return { ok: false, problem: 'too-long', detail: '', count: raw.length, edition };
  const moves: LinkMove[] = [];
  let position = fen;
  for (const [i, text] of texts.entries()) {
    const m = UCI.exec(text.toLowerCase());
    if (!m) return { ok: false, problem: 'bad-move', detail: shown(text), index: i + 1, edition };
    const move: LinkMove = { from: m[1]!, to: m[2]!, ...(m[3] ? { promotion: m[3] as LinkMove['promotion'] } : {}) };
    const r = checkMove(position, move.from, move.to, move.promotion, { edition });
    if (!r.ok) return { ok: false, problem: 'illegal-move', detail: shown(text), index: i + 1, edition };
    position = r.fen;
    moves.push(move);
  }
  const empty = editionParam === null && fenParam === null && texts.length === 0 && !projector.projector;
  return { ok: true, link: { edition, fen, moves, ...projector }, empty };
}

let lastPosition: { link: BoardLink; fen: string } | undefined;

/**
 * The position after a link's moves (the moves are legal: they were read or played on the board). The last answer
 * is remembered: the board adds one move at a time, so only the new moves are replayed.
 */
export function positionAfter(link: BoardLink): string {
  let done = 0;
  let fen = link.fen;
  const last = lastPosition;
  if (
    last &&
    last.link.fen === link.fen &&
    last.link.edition === link.edition &&
    last.link.moves.length <= link.moves.length &&
    last.link.moves.every((m, i) => formatMove(m) === formatMove(link.moves[i]!))
  ) {
    done = last.link.moves.length;
    fen = last.fen;
  }
  for (const m of link.moves.slice(done)) {
    const r = checkMove(fen, m.from, m.to, m.promotion, { edition: link.edition });
    if (!r.ok) break;
    fen = r.fen;
  }
  lastPosition = { link: { ...link, moves: [...link.moves] }, fen };
  return fen;
}

/** The link to write for a board (see `shareableLinkAt`), the position after its moves found by the engine. */
export const shareableLink = (link: BoardLink): ShareableLink => shareableLinkAt(link, () => positionAfter(link));
