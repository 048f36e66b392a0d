// Writing a board link's query string. Apart from link.ts (which reads links with the rules engine), so that a board
// can offer its share link without bringing the engine into its code.
import type { Edition } from '@/lib/editions';
import { START_FEN } from '@/lib/chess/fen';

/**
 * The longest query string (after "?") a board link has, read or written. With the address in front of it
 * (origin and /{locale}/board/) a link stays under 8 KB (8192 bytes), the limit of many CDNs and proxies; the
 * project's server (scripts/serve.mjs) accepts far longer addresses, so that the page itself can say a link is too
 * long. The app never writes a longer link: with too many moves it offers the position alone (`shareableLink`).
 */
export const MAX_QUERY = 8000;
/** As many moves as a query of MAX_QUERY characters can hold ("e2e4," is five), so a link the app writes is read. */
export const MAX_MOVES = Math.floor((MAX_QUERY + 1) / 5);
/** Move counters of a FEN: plain decimal digits, at most this much. */
export const MAX_COUNTER = 99_999;

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
  /** shown in projector mode */
  projector?: boolean;
}

export function formatMove(m: LinkMove): string {
  return `${m.from}${m.to}${m.promotion ?? ''}`;
}

/** The query string of a board link ("?edition=2009&fen=…&moves=e2e4,e7e5"), whatever its length. */
export function writeBoardLink(link: BoardLink): string {
  const params = new URLSearchParams();
  params.set('edition', link.edition);
  if (link.scenario) {
    params.set('scenario', link.scenario);
  } else {
    if (link.fen !== START_FEN) params.set('fen', link.fen);
    if (link.moves.length) params.set('moves', link.moves.map(formatMove).join(','));
  }
  if (link.projector) params.set('projector', '1');
  return `?${params.toString().replace(/%2C/g, ',').replace(/%2F/g, '/')}`;
}

/** Whether a query string ("?…") is short enough to be written as a link, and so to be read back. */
export const fitsInLink = (query: string): boolean => query.replace(/^\?/, '').length <= MAX_QUERY;

export type ShareableLink =
  | { full: true; query: string }
  /** The link with every move would be `length` characters long: `query` gives the position after them instead. */
  | { full: false; query: string; length: number };

/**
 * The link to write for a board: the whole link (edition, start, moves) when it fits in MAX_QUERY, otherwise the
 * position the moves lead to (`position`, asked only then), as a FEN, without the moves.
 */
export function shareableLinkAt(link: BoardLink, position: () => string): ShareableLink {
  const query = writeBoardLink(link);
  if (fitsInLink(query) && link.moves.length <= MAX_MOVES) return { full: true, query };
  return { full: false, query: writeBoardLink({ edition: link.edition, fen: position(), moves: [], projector: link.projector }), length: query.length - 1 };
}
