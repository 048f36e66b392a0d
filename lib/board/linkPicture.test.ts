import { describe, expect, it } from 'vitest';
import { START_FEN, piecesOf } from '@/lib/chess/fen';
import { playForPicture } from '@/lib/chess/picture';
import { positionAfter, readBoardLink } from './link';
import { pictureOfLink } from './linkPicture';

const placement = (fen: string) => fen.split(' ')[0];

// The free board draws a shared link's position from the address before the engine has loaded: the picture must be
// the position the engine will show.
describe('a link drawn without the engine', () => {
  const links = [
    '?edition=2009&moves=e2e4,e7e5,g1f3',
    '?moves=e2e4,d7d5,e4d5,d8d5,b1c3,d5a5,d2d4,c7c6,g1f3,c8g4,f1e2,e7e6,e1g1,b8d7,c1f4,e8c8',
    '?edition=2018&fen=4k3/3p3p/8/4P3/8/8/7P/4K3%20b%20-%20-%200%201&moves=d7d5,e5d6',
    '?fen=8/1P2k3/8/8/8/8/8/4K3%20w%20-%20-%200%201&moves=b7b8n',
    '?edition=2023&fen=r3k2r/8/8/8/8/8/8/R3K2R%20b%20KQkq%20-%200%201&moves=e8c8,e1g1',
  ];
  for (const search of links) {
    it(`${search}: the engine's position`, () => {
      const read = readBoardLink(search);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const picture = pictureOfLink(search);
      expect(picture?.edition).toBe(new URLSearchParams(search).get('edition'));
      const engine = positionAfter(read.link);
      expect(placement(picture!.fen)).toBe(placement(engine));
      expect(picture!.fen.split(' ')[1]).toBe(engine.split(' ')[1]);
    });
  }

  it('no link, an exercise, or a link it cannot read: nothing to draw (the prerendered picture stays)', () => {
    expect(pictureOfLink('')).toBeNull();
    expect(pictureOfLink('?')).toBeNull();
    expect(pictureOfLink('?scenario=en-passant')).toBeNull();
    expect(pictureOfLink('?edition=1066')).toBeNull();
    expect(pictureOfLink('?moves=e2e4&moves=e7e5')).toBeNull();
    expect(pictureOfLink('?moves=e2-e4')).toBeNull();
    expect(pictureOfLink('?fen=not-a-fen')).toBeNull();
    // a move by the side not to move, or from an empty square
    expect(pictureOfLink('?moves=e7e5')).toBeNull();
    expect(pictureOfLink('?moves=e3e4')).toBeNull();
    // moves no piece could make: the king three squares, a rook through its own pawn, a bishop along a file
    expect(pictureOfLink('?edition=2009&moves=e2e4,e7e5,e1e3')).toBeNull();
    expect(pictureOfLink('?moves=a1a3')).toBeNull();
    expect(pictureOfLink('?moves=e2e4,e7e5,f1f3')).toBeNull();
    expect(pictureOfLink('?moves=e2e3e')).toBeNull();
    // a pawn on the last rank without the piece it becomes
    expect(pictureOfLink('?fen=8/1P2k3/8/8/8/8/8/4K3%20w%20-%20-%200%201&moves=b7b8')).toBeNull();
  });

  it('an edition alone: the start position in that edition', () => {
    expect(pictureOfLink('?edition=2001')).toEqual({ edition: '2001', fen: `${placement(START_FEN)} w - - 0 1` });
  });

  it('en passant takes the pawn passed; a pawn becomes the piece named', () => {
    const fen = playForPicture('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1', [{ from: 'd7', to: 'd5' }, { from: 'e5', to: 'd6' }])!;
    expect(piecesOf(fen).has('d5')).toBe(false);
    expect(piecesOf(fen).get('d6')).toEqual({ color: 'w', type: 'p' });
    expect(piecesOf(playForPicture('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', [{ from: 'b7', to: 'b8', promotion: 'r' }])!).get('b8')).toEqual({ color: 'w', type: 'r' });
  });
});
