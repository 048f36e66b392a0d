// <BergerTable n="6" double />: the Berger table for n players as lib/tournament builds it (C.05 Annex 1), one row
// per round, "white–black" on each board; with an odd n, the bye in its own column.
import type { TFunction } from 'i18next';
import { bergerTable } from '@/lib/tournament/roundRobin';
import styles from './ArbiterLesson.module.css';

export function BergerTable({ n, double, t, children }: { n: number; double?: boolean; t: TFunction; children?: React.ReactNode }) {
  const table = bergerTable(n, { double });
  const boards = Math.max(...table.map((r) => r.pairings.length));
  const odd = n % 2 === 1;
  return (
    <figure className={styles.crosstable}>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('arbiter:berger.label', { n })}>
        <table>
          {children && <caption>{children}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('arbiter:berger.round')}</th>
              {Array.from({ length: boards }, (_, i) => (
                <th key={i} scope="col">
                  {t('arbiter:berger.board', { n: i + 1 })}
                </th>
              ))}
              {odd && <th scope="col">{t('arbiter:berger.bye')}</th>}
            </tr>
          </thead>
          <tbody>
            {table.map((r) => (
              <tr key={r.round}>
                <th scope="row">{r.round}</th>
                {r.pairings.map((p) => (
                  <td key={p.board}>
                    {p.white}–{p.black}
                  </td>
                ))}
                {odd && <td>{r.bye}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className={styles.legend}>{t('arbiter:berger.legend')}</figcaption>
    </figure>
  );
}
