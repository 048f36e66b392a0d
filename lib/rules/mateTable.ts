/**
 * The mate table: for every pawnless material of up to five men (kings included), whether some legal position of
 * exactly that material has the given side checkmated. Decided once by exhaustive enumeration
 * (scripts/mate-table.ts, which wrote ./mateTable.json); read here to prove "cannot checkmate by any possible series of
 * legal moves" without a search (./deadPosition.ts).
 *
 * A material is "the mating side's men - the mated side's men": K king, Q queen, R rook, L and D a bishop on light and
 * on dark squares, N knight ("KQ-KN": king and queen mating a king and knight). Changing the colour of every square
 * (a reflection of the board) changes no answer, so the table stores the form whose string sorts first.
 */
import table from './mateTable.json';

export type Man = 'Q' | 'R' | 'L' | 'D' | 'N';
export const MEN: readonly Man[] = ['Q', 'R', 'L', 'D', 'N'];

/** The most men (kings included) the table covers. */
export const TABLE_MAX_MEN: number = table.maxMen;

const MATE = new Set(table.mate);
const NO_MATE = new Set(table.noMate);

const sortMen = (men: readonly Man[]) => [...men].sort((a, b) => MEN.indexOf(a) - MEN.indexOf(b));
const flip = (men: readonly Man[]): Man[] => men.map((m) => (m === 'L' ? 'D' : m === 'D' ? 'L' : m));
const rawKey = (mating: readonly Man[], mated: readonly Man[]) => `K${sortMen(mating).join('')}-K${sortMen(mated).join('')}`;

/** The table's key of a material: the form (as given, or with every bishop on the other colour) that sorts first. */
export function materialKey(mating: readonly Man[], mated: readonly Man[]): string {
  const a = rawKey(mating, mated);
  const b = rawKey(flip(mating), flip(mated));
  return a < b ? a : b;
}

/**
 * Has some legal position of exactly this material the mated side checkmated? undefined beyond the table (more than
 * five men). A lone king never mates.
 */
export function mateInMaterial(mating: readonly Man[], mated: readonly Man[]): boolean | undefined {
  if (mating.length + mated.length + 2 > TABLE_MAX_MEN) return undefined;
  if (mating.length === 0) return false;
  const key = materialKey(mating, mated);
  if (MATE.has(key)) return true;
  if (NO_MATE.has(key)) return false;
  throw new Error(`mate table: no entry for ${key} (run npx tsx scripts/mate-table.ts)`);
}

/** Every sub-multiset of `men` (the men captures can leave), the whole included. */
function subsets(men: readonly Man[]): Man[][] {
  let out: Man[][] = [[]];
  for (const m of men) out = [...out, ...out.map((s) => [...s, m])];
  return out;
}

/**
 * Can a mate of the mated side arise with this material, or with any material captures can lead to (some men of
 * either side removed; pawnless, so nothing is ever added)? undefined beyond the table.
 */
export function mateReachable(mating: readonly Man[], mated: readonly Man[]): boolean | undefined {
  if (mating.length + mated.length + 2 > TABLE_MAX_MEN) return undefined;
  for (const a of subsets(mating)) for (const b of subsets(mated)) if (mateInMaterial(a, b)) return true;
  return false;
}
