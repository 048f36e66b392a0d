/** What every tie-break reads: the tournament, its pairing system, and values shared between tie-breaks. */
import { detectSystem } from './scoring';
import type { PairingSystem, Participant, Tournament } from './types';
import type { Working } from './working';

/**
 * Which rules for unplayed games: C.07 (2024), the default, or the 2007 annex on tie-breaks that the
 * seed 003 prints (l. 686: "the result shall be counted as a draw of the player against himself").
 */
export type UnplayedRules = 'c07-2024' | 'annex-2007';

export interface Options {
  /** Swiss (C.07 Article 16 for unplayed rounds) or round robin (forfeits are games, 15.2). Default: detected. */
  system?: PairingSystem;
  unplayed?: UnplayedRules;
}

export interface Context {
  t: Tournament;
  system: PairingSystem;
  unplayed: UnplayedRules;
  byNo: Map<number, Participant>;
  /** Memoised workings per key ("BH", "TPR", …) and start number, for tie-breaks built on others (AOB, APRO, APPO). */
  memo: Map<string, Map<number, Working>>;
  /** Derived tournaments (Fore Buchholz). */
  derived: Map<string, Context>;
}

export function makeContext(t: Tournament, options: Options = {}): Context {
  return {
    t,
    system: options.system ?? detectSystem(t),
    unplayed: options.unplayed ?? 'c07-2024',
    byNo: new Map(t.participants.map((p) => [p.startNo, p])),
    memo: new Map(),
    derived: new Map(),
  };
}

export function memoised(ctx: Context, key: string, p: Participant, f: () => Working): Working {
  let m = ctx.memo.get(key);
  if (!m) ctx.memo.set(key, (m = new Map()));
  const hit = m.get(p.startNo);
  if (hit) return hit;
  const w = f();
  m.set(p.startNo, w);
  return w;
}

export function opponentOf(ctx: Context, n: number): Participant {
  const o = ctx.byNo.get(n);
  if (!o) throw new Error(`no participant ${n}`);
  return o;
}
