import { describe, it, expect } from 'vitest';
import { adjudicate } from './adjudicate';
import { CaseError } from './validate';
import { EDITIONS } from '../editions';

/** Bad cases: each is refused with one clear line (the CLI exits 2 with it). */
const BAD: [string, unknown, RegExp][] = [
  ['not an object', [1, 2], /a case must be a JSON object/],
  ['unknown edition', { edition: '1899' }, new RegExp(`unknown edition "1899" \\(expected one of ${EDITIONS.join(', ')}\\)`)],
  ['unknown mode', { edition: '2009', mode: 'bullet' }, /unknown mode/],
  ['bad FEN', { edition: '2009', start: 'not a fen' }, /bad FEN/],
  ['side not to move in check', { edition: '2009', start: '4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1' }, /side not to move is in check/],
  ['bad clock', { edition: '2009', clock: { white: -1, black: 10 } }, /clock.white must be a number of seconds/],
  ['events not a list', { edition: '2009', events: 'e4' }, /"events" must be an array/],
  ['event not an object', { edition: '2009', events: ['e4'] }, /event 0 must be an object/],
  ['unknown event', { edition: '2009', events: [{ type: 'castle' }] }, /unknown type "castle" \(expected move, press-clock/],
  ['move with san and squares', { edition: '2009', events: [{ type: 'move', san: 'e4', from: 'e2', to: 'e4' }] }, /either "san" or "from" and "to"/],
  ['move from a bad square', { edition: '2009', events: [{ type: 'move', from: 'e9', to: 'e4' }] }, /"square" must be a square/],
  ['move from an empty square', { edition: '2009', events: [{ type: 'move', from: 'e4', to: 'e5' }] }, /no piece on e4/],
  ['illegal SAN', { edition: '2009', events: [{ type: 'move', san: 'Ke2' }] }, /"Ke2" is not a legal move/],
  ['bad promotion letter', { edition: '2009', events: [{ type: 'move', from: 'e2', to: 'e4', promotion: 'k' }] }, /"promotion" must be one of q, r, b, n/],
  ['observed not boolean', { edition: '2009', events: [{ type: 'move', san: 'e4', observed: 'no' }] }, /"observed" must be true or false/],
  ['hands', { edition: '2018', events: [{ type: 'move', san: 'e4', hands: 0 }] }, /"hands" must be 1 or 2/],
  ['press-clock without colour', { edition: '2018', events: [{ type: 'press-clock' }] }, /needs "color"/],
  ['press-clock by the wrong player', { edition: '2018', events: [{ type: 'press-clock', color: 'black' }] }, /it is white's move/],
  ['press-clock after the end', { edition: '2018', events: [{ type: 'resign', color: 'white' }, { type: 'press-clock', color: 'white' }] }, /clock pressed after the end/],
  ['touch on an empty square', { edition: '2009', events: [{ type: 'touch', square: 'e4' }] }, /no piece on e4/],
  ['unknown claim', { edition: '2009', events: [{ type: 'claim', claim: 'draw' }] }, /"claim" must be one of/],
  ['written move on a touch-move claim', { edition: '2009', events: [{ type: 'claim', claim: 'touch-move', san: 'e4' }] }, /a touch-move claim has no "san"/],
  ['unreadable written move', { edition: '2009', events: [{ type: 'claim', claim: 'threefold', san: 'Zz9' }] }, /written move "Zz9" cannot be read/],
  ['quickplay claim without finding', { edition: '2009', clock: { white: 60, black: 60 }, events: [{ type: 'claim', claim: 'quickplay-finish' }] }, /needs the arbiter's "finding"/],
  ['quickplay claim, bad finding', { edition: '2009', clock: { white: 60, black: 60 }, events: [{ type: 'claim', claim: 'quickplay-finish', finding: 'draw' }] }, /"finding" must be one of/],
  ['quickplay claim, bad extraTime', { edition: '2009', clock: { white: 60, black: 60 }, events: [{ type: 'claim', claim: 'quickplay-finish', finding: 'postpone', extraTime: 2 }] }, /"extraTime" must be true or false/],
  ['quickplay claim without clock', { edition: '2009', events: [{ type: 'claim', claim: 'quickplay-finish', finding: 'no-effort' }] }, /needs the clock times/],
  ['finding on a draw claim', { edition: '2009', events: [{ type: 'claim', claim: 'fifty-moves', finding: 'no-effort' }] }, /quickplay-finish claim only/],
  ['flag of no colour', { edition: '2009', events: [{ type: 'flag', color: 'green' }] }, /"white", "black" or "both"/],
  ['finding with both flags', { edition: '2009', events: [{ type: 'flag', color: 'both', finding: 'no-effort' }] }, /needs the flag of one player/],
  ['finding without a postponed claim', { edition: '2009', events: [{ type: 'flag', color: 'white', finding: 'no-effort' }] }, /postponed quickplay-finish claim/],
  ['resign of no colour', { edition: '2009', events: [{ type: 'resign' }] }, /"color" must be "white" or "black"/],
  ['timeControl not an object', { edition: '2018', timeControl: 30 }, /"timeControl" must be an object/],
  ['timeControl increment', { edition: '2018', timeControl: { increment: 'none' } }, /timeControl.increment must be a number of seconds/],
  ['timeControl lastPeriod', { edition: '2018', timeControl: { lastPeriod: 'yes' } }, /timeControl.lastPeriod must be true or false/],
  ['move after the end', { edition: '2009', events: [{ type: 'resign', color: 'white' }, { type: 'move', san: 'e4' }] }, /a move after the end of the game/],
  [
    'an unseen illegal move capturing the king',
    {
      edition: '2023',
      mode: 'blitz',
      start: '3rk3/8/8/8/8/8/8/4K3 w - - 0 1',
      events: [
        { type: 'move', from: 'e1', to: 'd2', observed: false },
        { type: 'move', from: 'd8', to: 'd2', observed: false },
      ],
    },
    /captures the king cannot be left on the board/,
  ],
];

describe('bad cases are refused with one clear line', () => {
  for (const [name, input, message] of BAD) {
    it(name, () => {
      let error: unknown;
      try {
        adjudicate(input);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(CaseError);
      const text = (error as CaseError).message;
      expect(text).toMatch(message);
      expect(text).not.toContain('\n');
    });
  }
});
