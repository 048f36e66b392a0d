// What a shared link shows, read without the rules engine: the free board's picture draws it from the address while
// the board's code and the engine load (link.ts reads the same link with the engine, which alone accepts or refuses
// it). Anything this light reading cannot make sense of gives null, and the picture stays as prerendered: the
// engine's reading says what is wrong.
import { isEdition, type Edition } from '@/lib/editions';
import { START_FEN } from '@/lib/chess/fen';
import { playForPicture, type PictureMove } from '@/lib/chess/picture';
import { MAX_MOVES, MAX_QUERY } from './linkQuery';

export interface LinkPicture {
  edition: Edition | null;
  /** the position after the link's moves, to draw (placement and turn) */
  fen: string;
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;
const KEYS = ['edition', 'fen', 'moves', 'scenario', 'projector'];

/** The edition and position a board link names, or null for no link, an exercise, or one this cannot read. */
export function pictureOfLink(search: string): LinkPicture | null {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (!raw || raw.length > MAX_QUERY) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return null;
  }
  if (KEYS.some((k) => params.getAll(k).length > 1) || params.has('scenario')) return null;
  const get = (key: string) => params.get(key)?.trim() ?? null;
  const edition = get('edition');
  if (edition !== null && !isEdition(edition)) return null;
  const fenParam = get('fen');
  const fen = fenParam && fenParam !== 'startpos' ? fenParam : START_FEN;
  const texts = (get('moves') ?? '').split(/[,\s]+/).filter(Boolean);
  if (texts.length > MAX_MOVES) return null;
  const moves: PictureMove[] = [];
  for (const text of texts) {
    const m = UCI.exec(text.toLowerCase());
    if (!m) return null;
    moves.push({ from: m[1]!, to: m[2]!, ...(m[3] ? { promotion: m[3] as PictureMove['promotion'] } : {}) });
  }
  const after = playForPicture(fen, moves);
  return after ? { edition, fen: after } : null;
}
