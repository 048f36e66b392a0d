// The pair chooser: a table of links, older edition by row, newer edition by column. Plain links, so it works
// without JavaScript and prints as a table.
import type { TFunction } from 'i18next';
import { comparisonPairs } from '@/lib/laws/compare';
import { corpusEditions } from '@/lib/laws/corpus';

export function PairLinks({ locale, t, current, heading }: { locale: string; t: TFunction; current?: { from: string; to: string }; heading: string }) {
  const ids = corpusEditions();
  const pairs = comparisonPairs();
  const rows = ids.slice(0, -1);
  const cols = ids.slice(1);
  return (
    <section aria-labelledby="pair-chooser" className="pair-chooser">
      <h2 id="pair-chooser">{heading}</h2>
      <p>{t('compare:index.chooserIntro')}</p>
      <table className="compare-table pair-matrix">
        <thead>
          <tr>
            <td />
            {cols.map((to) => (
              <th key={to} scope="col">
                {to}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((from) => (
            <tr key={from}>
              <th scope="row">{from}</th>
              {cols.map((to) => {
                const ok = pairs.some((p) => p.from === from && p.to === to);
                const here = current?.from === from && current.to === to;
                return (
                  <td key={to}>
                    {!ok ? (
                      <span aria-hidden="true">·</span>
                    ) : here ? (
                      <span aria-current="page">{t('compare:index.pairLink', { from, to })}</span>
                    ) : (
                      <a href={`/${locale}/compare/${from}/${to}/`} aria-label={t('compare:index.pairLinkLong', { from, to })}>
                        {t('compare:index.pairLink', { from, to })}
                      </a>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
