// A written ruling's marks per part: what the candidate answered, the right answer (the engine's and the
// alignment's), and the marks, with the written reason as the candidate marked it against the model answer.
import { clockBlank, minutesToSeconds, type AnswerKey, type PartMark, type PartsAnswer } from '@/lib/exam/partMarks';
import type { RulingStrings } from './rulingStrings';
import { fill } from './strings';
import styles from './AnswerParts.module.css';

type PartStrings = RulingStrings['parts'];

const decisionName = (s: PartStrings, d: string) => (s.decisions as Record<string, string>)[d] ?? d;
const resultName = (s: PartStrings, r: string) => (s.results as Record<string, string>)[r] ?? r;

function minutes(s: PartStrings, seconds: number | undefined): string {
  if (seconds === undefined) return s.unreadable;
  if (seconds === 0) return s.noChange;
  const n = Math.abs(seconds) / 60;
  return fill(seconds > 0 ? s.added : s.removed, { n: n.toLocaleString(s.numberLocale) });
}

const clockText = (s: PartStrings, white: number | undefined, black: number | undefined) => fill(s.clockText, { white: minutes(s, white), black: minutes(s, black) });

function answered(part: PartMark['part'], a: PartsAnswer, s: PartStrings): string {
  switch (part) {
    case 'decision':
      return a.decision ? decisionName(s, a.decision) : s.none;
    case 'clock':
      return clockBlank(a.clock) ? s.none : clockText(s, minutesToSeconds(a.clock?.white), minutesToSeconds(a.clock?.black));
    case 'result':
      return a.result ? resultName(s, a.result) : s.none;
    case 'articles':
      return a.articles?.length ? a.articles.join('; ') : s.none;
    case 'reason':
      return s.reasonYours;
  }
}

function right(part: PartMark['part'], k: AnswerKey, s: PartStrings): string {
  switch (part) {
    case 'decision':
      return k.decision!.map((d) => decisionName(s, d)).join(` ${s.or} `);
    case 'clock':
      return clockText(s, k.clock!.white, k.clock!.black);
    case 'result':
      return resultName(s, k.result!);
    case 'articles':
      return k.articles.key.join('; ');
    case 'reason':
      return s.reasonModel;
  }
}

export function PartMarksTable({ marks, k, answer, s, caption }: { marks: PartMark[]; k: AnswerKey; answer: PartsAnswer; s: PartStrings; caption: string }) {
  return (
    <table className={styles.table} data-part-marks>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{s.part}</th>
          <th scope="col">{s.yours}</th>
          <th scope="col">{s.model}</th>
          <th scope="col">{s.marks}</th>
        </tr>
      </thead>
      <tbody>
        {marks.map((m) => (
          <tr key={m.part} data-part={m.part} data-verdict={m.verdict}>
            <th scope="row">{s.names[m.part]}</th>
            <td>{answered(m.part, answer, s)}</td>
            <td>{right(m.part, k, s)}</td>
            <td>
              {fill(s.marksOf, { got: m.got.toLocaleString(s.numberLocale), total: m.total })} <span className={styles.machine}>({s.verdicts[m.verdict]})</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
