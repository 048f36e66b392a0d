/**
 * Modifiers of C.07 (2024) Article 14: Cut-n (the n least significant values) and Median-n (the n
 * least, then the n most significant values), with the Cut-1 exception for voluntary unplayed
 * rounds of Article 16.5 in Swiss tournaments.
 */
import type { WorkingItem } from './working';

export interface Modifier {
  kind: 'C' | 'M';
  n: number;
}

export function parseModifier(text: string): Modifier | null {
  const m = /^([CM])(\d)$/i.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  if (n < 1) return null;
  return { kind: m[1]!.toUpperCase() as 'C' | 'M', n };
}

/**
 * Cuts items in place (marks `cut`). `significance` orders the elements (Buchholz: the opponent's
 * score; Sonneborn-Berger: the opponent's score, then the contribution, 14.1.1.d). With
 * `vurFirst` (Swiss), each least-significant cut takes the lowest contribution of a VUR instead, as
 * long as it is not lower than the least significant value (16.5.1, again per cut: 16.5.2).
 */
export function applyCuts(items: WorkingItem[], mod: Modifier, significance: (i: WorkingItem) => number, vurFirst: boolean): void {
  const article = mod.kind === 'C' ? (mod.n === 1 ? '14.1' : '14.2') : mod.n === 1 ? '14.3' : '14.4';
  const live = () => items.filter((i) => !i.cut && !i.excluded);
  const cmp = (a: WorkingItem, b: WorkingItem) => significance(a) - significance(b) || a.value - b.value;
  for (let k = 0; k < mod.n; k++) {
    const rest = live();
    if (rest.length === 0) return;
    const least = rest.reduce((m, i) => (cmp(i, m) < 0 ? i : m));
    const vurs = vurFirst ? rest.filter((i) => i.vur) : [];
    const lowestVur = vurs.length ? vurs.reduce((m, i) => (i.value < m.value ? i : m)) : null;
    if (lowestVur && lowestVur.value >= least.value) lowestVur.cut = { why: lowestVur === least ? 'least' : 'vur-first', article: lowestVur === least ? article : '16.5.1' };
    else least.cut = { why: 'least', article };
  }
  if (mod.kind === 'M')
    for (let k = 0; k < mod.n; k++) {
      const rest = live();
      if (rest.length === 0) return;
      const most = rest.reduce((m, i) => (cmp(i, m) > 0 ? i : m));
      most.cut = { why: 'most', article };
    }
}

export const sumLive = (items: WorkingItem[]) => items.reduce((s, i) => (i.cut || i.excluded ? s : s + i.value), 0);
