/** Small tournaments worked by hand, shared by the tests (handChecked.test.ts has the working) and the command-line test. */
import { trf } from './testUtil';

/*
 * Swiss, 6 players, 4 rounds. #5 withdraws after round 2; #6 loses round 1 by forfeit.
 *        R1       R2       R3       R4       Pts  adjusted (16.3)
 *  #1   4w 1     5b 1     3w 1     2b =     3.5  3.5
 *  #2   5w =     H        6b 1     1w =     2.5  2.5  (H followed by a game: 16.2.3, face value)
 *  #3   6w +     4b =     1b 0     U        2.5  2.5  (forfeit win 16.2.2, PAB 16.2.1)
 *  #4   1b 0     3w =     U        6w 0     1.5  1.5
 *  #5   2b =     1w 0     Z        Z        0.5  1.5  (two last-round byes 16.2.5: draws, 16.3.2)
 *  #6   3b -     U        2w 0     4b 1     2.0  2.0  (forfeit loss 16.2.4: face value)
 */
export const SWISS = trf([
  { no: 1, name: 'A', rating: 2000, rounds: ['4 w 1', '5 b 1', '3 w 1', '2 b ='] },
  { no: 2, name: 'B', rating: 1900, rounds: ['5 w =', '0 - H', '6 b 1', '1 w ='] },
  { no: 3, name: 'C', rating: 1800, rounds: ['6 w +', '4 b =', '1 b 0', '0 - U'] },
  { no: 4, name: 'D', rating: 1700, rounds: ['1 b 0', '3 w =', '0 - U', '6 w 0'] },
  { no: 5, name: 'E', rating: 1600, rounds: ['2 b =', '1 w 0', '0 - Z', '0 - Z'] },
  { no: 6, name: 'F', rating: 1500, rounds: ['3 b -', '0 - U', '2 w 0', '4 b 1'] },
]);

/*
 * Round robin of 5 (Berger table for 5/6 players, p. 198: number 6 is the bye). #5 forfeits round 3.
 *   R1: 1 bye, 2-5 1-0, 3-4 ½        R2: 4 bye, 5-3 0-1, 1-2 ½        R3: 2 bye, 3-1 0-1, 4-5 +/-
 *   R4: 5 bye, 1-4 1-0, 2-3 0-1      R5: 3 bye, 4-2 ½, 5-1 0-1
 *   Points: #1 3.5, #2 2, #3 2.5, #4 2, #5 0.
 */
export const ROUND_ROBIN = trf([
  { no: 1, name: 'One', rating: 2100, rounds: ['0 - Z', '2 w =', '3 b 1', '4 w 1', '5 b 1'] },
  { no: 2, name: 'Two', rating: 2000, rounds: ['5 w 1', '1 b =', '0 - Z', '3 w 0', '4 b ='] },
  { no: 3, name: 'Three', rating: 1900, rounds: ['4 w =', '5 b 1', '1 w 0', '2 b 1', '0 - Z'] },
  { no: 4, name: 'Four', rating: 1800, rounds: ['3 b =', '0 - Z', '5 w +', '1 b 0', '2 w ='] },
  { no: 5, name: 'Five', rating: 1700, rounds: ['2 b 0', '3 w 0', '4 b -', '0 - Z', '1 w 0'] },
]);

