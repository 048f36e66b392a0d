// <VarmaTable />: the Varma tables (restricted drawing of lots, C.05 Annex 2) as lib/tournament holds them: for each
// table size, the four groups of pairing numbers.
import type { TFunction } from 'i18next';
import { VARMA } from '@/lib/tournament/roundRobin';
import styles from './ArbiterLesson.module.css';

export function VarmaTable({ t, children }: { t: TFunction; children?: React.ReactNode }) {
  return (
    <figure className={styles.crosstable}>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('arbiter:varma.label')}>
        <table>
          {children && <caption>{children}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('arbiter:varma.players')}</th>
              {['A', 'B', 'C', 'D'].map((g) => (
                <th key={g} scope="col">
                  {t('arbiter:varma.group', { g })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(VARMA).map(([size, groups]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {groups.map((g, i) => (
                  <td key={i}>{g.join(', ')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
