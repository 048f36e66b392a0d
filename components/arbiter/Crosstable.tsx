// <Crosstable ex="open">caption</Crosstable>: a worked example's crosstable (content/arbiter/examples/), drawn from the
// same data lib/tournament computes the lesson's figures from, so the table and the figures cannot disagree.
import type { TFunction } from 'i18next';
import { loadExample } from '@/lib/arbiter/examples';
import { pointsOf, type RoundEntry } from '@/lib/tournament';
import styles from './ArbiterLesson.module.css';

const half = (v: number) => (v === 0.5 ? '½' : Number.isInteger(v) ? String(v) : `${Math.floor(v)}½`);

function cell(e: RoundEntry, t: TFunction): string {
  if (e.opponent === null) return `${e.code} ${{ H: '½', F: '1', U: '1', Z: '0' }[e.code as 'H' | 'F' | 'U' | 'Z'] ?? ''}`.trim();
  const colour = t(e.colour === 'w' ? 'arbiter:crosstable.white' : 'arbiter:crosstable.black');
  const result = { '1': '1', '=': '½', '0': '0', W: '1', D: '½', L: '0', '+': '+', '-': '−' }[e.code as '1'] ?? e.code;
  return `${e.opponent}${colour} ${result}`;
}

export function Crosstable({ ex, t, children }: { ex: string; t: TFunction; children?: React.ReactNode }) {
  const { t: tournament } = loadExample(ex);
  const rounds = Math.max(...tournament.participants.map((p) => p.rounds.length));
  const hasBye = tournament.participants.some((p) => p.rounds.some((e) => e.opponent === null));
  return (
    <figure className={styles.crosstable}>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('arbiter:crosstable.label')}>
        <table>
          {children && <caption>{children}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('arbiter:crosstable.number')}</th>
              <th scope="col">{t('arbiter:crosstable.name')}</th>
              <th scope="col">{t('arbiter:crosstable.rating')}</th>
              {Array.from({ length: rounds }, (_, i) => (
                <th key={i} scope="col">
                  {t('arbiter:crosstable.round', { n: i + 1 })}
                </th>
              ))}
              <th scope="col">{t('arbiter:crosstable.points')}</th>
            </tr>
          </thead>
          <tbody>
            {tournament.participants.map((p) => (
              <tr key={p.startNo}>
                <td>{p.startNo}</td>
                <th scope="row">{p.name}</th>
                <td>{p.rating || '—'}</td>
                {p.rounds.map((e) => (
                  <td key={e.round}>{cell(e, t)}</td>
                ))}
                <td>{half(pointsOf(tournament, p))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className={styles.legend}>
        {t('arbiter:crosstable.legend')}
        {hasBye && ` ${t('arbiter:crosstable.byes')}`}
      </figcaption>
    </figure>
  );
}
