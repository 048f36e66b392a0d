// A computed question's data as a table (a crosstable, or the games of a rating case), built at build time from the
// case the calculator checks, so what the reader computes from is what the answer was computed from.
import type { CaseTable } from '@/lib/exam/regulationShow';
import styles from './CaseTable.module.css';

export function CaseTableView({ table }: { table: CaseTable }) {
  return (
    <>
      <p className={styles.caption}>{table.caption}</p>
      {/* Scrolls sideways on a phone, so it takes the keyboard focus to be scrolled without a pointer. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={table.caption}>
        <table className={styles.table}>
          <thead>
            <tr>
              {table.head.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
