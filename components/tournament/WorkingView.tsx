import type { Row, TieBreakSpec, WorkingItem } from '@/lib/tournament';
import { fill, shownValue, type TournamentStrings } from './strings';

/** One participant's working, tie-break by tie-break, in the reader's language. */
export function WorkingView({ s, row, specs, name }: { s: TournamentStrings; row: Row; specs: TieBreakSpec[]; name: (n: number) => string }) {
  return (
    <div>
      {specs.map((spec, k) => {
        const w = row.workings[k];
        const de = row.de[k];
        const articles = w?.articles.map((a) => (a === 'annex-2007.1' ? s.result.annexArticle : a)).filter(Boolean) ?? [];
        return (
          <section key={k} className="tournament-tb">
            <h4>{fill(s.result.value, { tb: spec.text, value: shownValue(s, row.values[k] ?? 0) })}</h4>
            {articles.length > 0 && <p className="hint">{fill(s.result.articles, { articles: articles.join(', ') })}</p>}
            {spec.id === 'DE' ? (
              de ? (
                <ul>
                  {de.steps.map((st, i) => (
                    <li key={i}>
                      {fill(s.item.de, { article: st.article, scores: st.members.map((m) => `${m} ${name(m)}: ${shownValue(s, st.scores[m] ?? 0)}`).join('; ') })}
                      {st.missing.length > 0 && ` — ${fill(s.item.deMissing, { pairs: st.missing.map(([a, b]) => `${a}–${b}`).join(', ') })}`}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{s.result.none}</p>
              )
            ) : w && w.items.length ? (
              <>
                {w.facts && 'dp' in w.facts && <p>{fill(s.item.facts, { aro: w.facts.aro ?? '', score: shownValue(s, Number(w.facts.score)), games: w.facts.games ?? '', p: w.facts.p ?? '', dp: w.facts.dp ?? '' })}</p>}
                <ul>
                  {w.items.map((i, n) => (
                    <li key={n} className={i.cut || i.excluded ? 'tournament-cut' : undefined}>
                      {itemText(s, spec, i, w.facts)}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{s.result.none}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function itemText(s: TournamentStrings, spec: TieBreakSpec, i: WorkingItem, facts?: Record<string, number | string>): string {
  const v = (x: number | undefined) => shownValue(s, x ?? 0);
  const vars = { round: i.round ?? '', opponent: i.opponent ?? '', score: v(i.score), code: i.code ?? '', points: v(i.points), value: v(i.value) };
  const what =
    i.source === 'final' ? fill(s.item.opponent, vars)
    : i.source === 'adjusted' ? fill(s.item.opponentAdjusted, vars)
    : i.source === 'dummy' ? fill(s.item.dummy, vars)
    : i.source === 'self' ? fill(spec.id === 'ARO' || spec.id === 'TPR' ? s.item.selfRating : s.item.self, vars)
    : i.source === 'fore' ? fill(s.item.fore, vars)
    : i.source === 'rating' ? fill(s.item.rating, vars)
    : i.source === 'performance' ? fill(s.item.performance, vars)
    : i.source === 'buchholz' ? fill(s.item.buchholz, vars)
    : i.source === 'own' ? fill(s.item.own, vars)
    : fill(s.item.result, vars);
  const parts = [`${fill(s.item.round, vars)}: ${what}`];
  if (spec.id === 'SB') parts.push(fill(s.item.product, vars));
  if (spec.id === 'KS') parts.push(`→ ${v(i.points)}`);
  if (i.vur) parts.push(`(${s.item.vur})`);
  if (i.cut) {
    const a = { article: i.cut.article };
    parts.push(`— ${i.cut.why === 'vur-first' ? s.item.cutVur : i.cut.why === 'most' ? fill(s.item.cutMost, a) : i.cut.why === 'first-rounds' ? fill(s.item.cutFirst, a) : fill(s.item.cutLeast, a)}`);
  }
  if (i.excluded) parts.push(`— ${i.excluded === 'unrated' ? s.item.unrated : i.excluded === 'below-limit' ? fill(s.item.belowLimit, { limit: shownValue(s, Number(facts?.limit ?? 0)) }) : s.item.noGames}`);
  return parts.join(' ');
}
