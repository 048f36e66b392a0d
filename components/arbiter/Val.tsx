// <Val ex="open" n="3" tb="BH-C1">8,5</Val>: a figure of a worked example as the lesson writes it. The build
// recomputes it with lib/tournament (lib/arbiter/examples.ts) and fails on a figure that is not the computed one.
import { statedProblem } from '@/lib/arbiter/examples';

export function Val({ ex, n, tb, rules, children }: { ex: string; n: string; tb: string; rules?: string; children: React.ReactNode }) {
  const stated = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  const problem = statedProblem(ex, Number(n), tb, stated, rules === 'annex-2007' ? 'annex-2007' : undefined);
  if (problem) throw new Error(`<Val>: ${problem}`);
  return <span className="figure">{stated}</span>;
}
