// Shared board links: the edition, the position and the moves travel in the query string
// (/{locale}/board/?edition=2009&fen=…&moves=e2e4,e7e5, or ?scenario=en-passant). Everything in a link is
// untrusted: it is read here, checked by the rules engine, and either accepted whole or refused with one reason.
import { currentEdition, isEdition, type Edition } from '@/lib/editions';
import { checkMove, tryAdjudicate } from '@/lib/rules';
import { START_FEN } from '@/lib/chess/fen';

export const DEFAULT_EDITION: Edition = currentEdition;
export const MAX_QUERY = 4000;
export const MAX_MOVES = 600;

export interface LinkMove {
  from: string;
  to: string;
  promotion?: 'q' | 'r' | 'b' | 'n';
}

export interface BoardLink {
  edition: Edition;
  fen: string;
  moves: LinkMove[];
  scenario?: string;
}

export type LinkProblem = 'too-long' | 'unsafe' | 'unknown-edition' | 'bad-fen' | 'bad-move' | 'illegal-move' | 'unknown-scenario';

export type LinkReading =
  | { ok: true; link: BoardLink; empty: boolean }
  | { ok: false; problem: LinkProblem; /** the offending value, shortened, for the message */ detail: string; index?: number; edition: Edition };

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;

/** Shortened for a message: at most 40 characters, and never markup. */
function shown(value: string): string {
  const s = value.replace(/[<>"'`]/g, '').slice(0, 40);
  return value.length > 40 ? `${s}…` : s;
}

export function formatMove(m: LinkMove): string {
  return `${m.from}${m.to}${m.promotion ?? ''}`;
}

/**
 * Reads a query string (with or without "?"). `scenarioIds` are the scenarios a link may name.
 * A link with nothing in it is the initial position in the newest edition.
 */
export function readBoardLink(search: string, scenarioIds: readonly string[] = []): LinkReading {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw.length > MAX_QUERY) return { ok: false, problem: 'too-long', detail: String(raw.length), edition: DEFAULT_EDITION };
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
  const editionParam = params.get('edition');
  if (editionParam !== null && !isEdition(editionParam)) {
    return { ok: false, problem: 'unknown-edition', detail: shown(editionParam), edition: DEFAULT_EDITION };
  }
  const edition = editionParam ?? DEFAULT_EDITION;
  const scenario = params.get('scenario');
  if (scenario !== null) {
    if (!scenarioIds.includes(scenario)) return { ok: false, problem: 'unknown-scenario', detail: shown(scenario), edition };
    return { ok: true, link: { edition, fen: START_FEN, moves: [], scenario }, empty: false };
  }
  const fenParam = params.get('fen');
  let fen = START_FEN;
  if (fenParam !== null && fenParam.trim() !== '' && fenParam.trim() !== 'startpos') {
    if (fenParam.length > 100) return { ok: false, problem: 'bad-fen', detail: shown(fenParam), edition };
    const r = tryAdjudicate({ edition, start: fenParam });
    if (!r.ok) return { ok: false, problem: 'bad-fen', detail: shown(fenParam), edition };
    fen = r.ruling.fen;
  }
  const movesParam = (params.get('moves') ?? '').trim();
  const texts = movesParam ? movesParam.split(/[,\s]+/).filter(Boolean) : [];
  if (texts.length > MAX_MOVES) return { ok: false, problem: 'too-long', detail: String(texts.length), edition };
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
  return { ok: true, link: { edition, fen, moves }, empty: editionParam === null && fenParam === null && texts.length === 0 };
}

/** The query string of a board link ("?edition=2009&fen=…&moves=e2e4,e7e5"). */
export function writeBoardLink(link: BoardLink): string {
  const params = new URLSearchParams();
  params.set('edition', link.edition);
  if (link.scenario) {
    params.set('scenario', link.scenario);
  } else {
    if (link.fen !== START_FEN) params.set('fen', link.fen);
    if (link.moves.length) params.set('moves', link.moves.map(formatMove).join(','));
  }
  return `?${params.toString().replace(/%2C/g, ',').replace(/%2F/g, '/')}`;
}
