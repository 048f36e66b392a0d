import { fill, type TournamentStrings } from './strings';

type Strings = TournamentStrings['scoresheet'];

/** The template's layout: moves 1–35 on the left, 36–70 on the right (003 l.1046). */
const ROWS = 35;
const COLUMNS = [0, ROWS] as const;

/** One blank scoresheet: round, match and board, the two players, 70 moves, and the result signed (2023 8.7). */
export function Scoresheet({ s }: { s: Strings }) {
  const blank = (label: string) => (
    <span className="scoresheet-field">
      <span className="scoresheet-label">{label}</span>
      <span className="scoresheet-line" />
    </span>
  );
  return (
    <section className="scoresheet" aria-label={s.sheet}>
      <div className="scoresheet-head">
        {blank(s.round)}
        {blank(s.match)}
        {blank(s.board)}
      </div>
      <div className="scoresheet-players">
        {blank(s.white)}
        {blank(s.black)}
      </div>
      <div className="scoresheet-moves">
        {COLUMNS.map((first) => (
          <table key={first} className="scoresheet-table">
            <caption className="visually-hidden">{fill(s.movesFrom, { from: first + 1, to: first + ROWS })}</caption>
            <thead>
              <tr>
                <th scope="col">{s.moveNumber}</th>
                <th scope="col">{s.whiteMove}</th>
                <th scope="col">{s.blackMove}</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: ROWS }, (_, i) => (
                <tr key={i}>
                  <th scope="row">{first + i + 1}</th>
                  <td />
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <div className="scoresheet-foot">
        {blank(s.result)}
        {blank(s.whiteSignature)}
        {blank(s.blackSignature)}
      </div>
    </section>
  );
}
