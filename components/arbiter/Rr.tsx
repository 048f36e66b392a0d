// <Rr n="6" r="5" p="3" what="opponent">6</Rr>: a number a lesson states about a Berger table, checked at build
// against lib/tournament (lib/arbiter/roundRobinFacts.ts).
import { rrProblem } from '@/lib/arbiter/roundRobinFacts';

export function Rr({ children, ...props }: { n: string; r?: string; p?: string; q?: string; what: string; double?: string; children: React.ReactNode }) {
  const stated = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  const problem = rrProblem(props, stated);
  if (problem) throw new Error(`<Rr>: ${problem}`);
  return <span className="figure">{stated}</span>;
}
