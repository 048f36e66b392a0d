// Writing a board link's query string. Apart from link.ts (which reads links with the rules engine), so that a board
// can offer its share link without bringing the engine into its code.
import type { Edition } from '@/lib/editions';
import { START_FEN } from '@/lib/chess/fen';

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
