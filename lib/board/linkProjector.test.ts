import { describe, expect, it } from 'vitest';
import { START_FEN } from '@/lib/chess/fen';
import { LINK_KEYS, readBoardLink, shareableLink, writeBoardLink } from './link';

// Projector mode travels in the board link (projector=1), for exercises and arbiter cases as for free positions.
describe('board links: projector mode', () => {
  it('is one of the keys a link may give', () => {
    expect(LINK_KEYS).toContain('projector');
  });

  it('round-trips with a position, with moves and with an exercise or arbiter case', () => {
    const free = writeBoardLink({ edition: '2009', fen: START_FEN, moves: [{ from: 'e2', to: 'e4' }], projector: true });
    expect(free).toBe('?edition=2009&moves=e2e4&projector=1');
    expect(readBoardLink(free)).toMatchObject({ ok: true, empty: false, link: { edition: '2009', moves: [{ from: 'e2', to: 'e4' }], projector: true } });
    const exercise = writeBoardLink({ edition: '2023', fen: START_FEN, moves: [], scenario: 'en-passant', projector: true });
    expect(exercise).toBe('?edition=2023&scenario=en-passant&projector=1');
    expect(readBoardLink(exercise, ['en-passant'])).toMatchObject({ ok: true, link: { scenario: 'en-passant', projector: true } });
    const arbiterCase = writeBoardLink({ edition: '2018', fen: START_FEN, moves: [], scenario: 'blitz-illegal-claim' });
    expect(arbiterCase).toBe('?edition=2018&scenario=blitz-illegal-claim');
    expect(readBoardLink(arbiterCase, ['blitz-illegal-claim'])).toMatchObject({ ok: true, link: { scenario: 'blitz-illegal-claim', edition: '2018' } });
  });

  it('is left out of a link when off, and "0" or an empty value reads as off', () => {
    expect(writeBoardLink({ edition: '2023', fen: START_FEN, moves: [], projector: false })).toBe('?edition=2023');
    for (const q of ['?projector=0', '?projector=', '?edition=2023']) {
      const r = readBoardLink(q);
      expect(r.ok && r.link.projector, q).toBeFalsy();
    }
    // projector mode alone is not an empty link: the address keeps it
    expect(readBoardLink('?projector=1')).toMatchObject({ ok: true, empty: false, link: { fen: START_FEN, projector: true } });
  });

  it('refuses any other value, a repeated key and markup with one reason', () => {
    expect(readBoardLink('?projector=yes')).toMatchObject({ ok: false, problem: 'bad-projector', detail: 'yes' });
    expect(readBoardLink('?projector=2&scenario=en-passant', ['en-passant'])).toMatchObject({ ok: false, problem: 'bad-projector' });
    expect(readBoardLink('?projector=1&projector=1')).toMatchObject({ ok: false, problem: 'repeated-key', detail: 'projector' });
    expect(readBoardLink('?projector=%3Cb%3E')).toMatchObject({ ok: false, problem: 'unsafe' });
  });

  it('is kept when a link too long for its moves gives the position alone', () => {
    const moves = Array.from({ length: 1700 }, (_, i) => (i % 4 === 0 ? { from: 'g1', to: 'f3' } : i % 4 === 1 ? { from: 'g8', to: 'f6' } : i % 4 === 2 ? { from: 'f3', to: 'g1' } : { from: 'f6', to: 'g8' }));
    const shared = shareableLink({ edition: '2023', fen: START_FEN, moves, projector: true });
    expect(shared.full).toBe(false);
    expect(shared.query).toMatch(/&projector=1$/);
  });
});
