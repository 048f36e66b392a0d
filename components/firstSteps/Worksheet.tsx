// "Print this stage": a stage as a worksheet for the coach (server only, no board or engine code in the browser):
// each level's diagram with its stars and last move, its goal, the side the child plays, a box for the number of
// moves, the move limit and how many moves earn how many stars. Three levels a row, none split across an A4 page.
import type { TFunction } from 'i18next';
import { StaticPicture } from '@/components/board/StaticPicture';
import { pieceName } from '@/components/board/announce';
import { PrintButton } from '@/components/lessons/PrintButton';
import { piecesOf } from '@/lib/chess/fen';
import type { WorksheetLevel, StarBand } from '@/lib/firstSteps/worksheet';
import type { FirstStepsStrings } from './types';
import styles from './Worksheet.module.css';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => String(values[k] ?? m));
const FILES = [...'abcdefgh'];
const RANKS = [...'87654321'];

/** The position in words, as the board's static picture names it: every piece, then the stars. */
function positionInWords(t: TFunction, level: WorksheetLevel, star: string): string {
  const pieces = [...piecesOf(level.fen)].map(([square, p]) => t('board:square', { square, piece: pieceName(t, p.color, p.type) }));
  return [...pieces, ...level.stars.map((square) => `${square}, ${star}`)].join('; ');
}

function bandText(band: StarBand, s: FirstStepsStrings): string {
  if (band.from !== band.to) return fill(s.printBandRange, { from: band.from, to: band.to });
  return band.from === 1 ? s.printBandOne : fill(s.printBand, { count: band.from });
}

export function Worksheet({ title, levels, s, t, back }: { title: string; levels: WorksheetLevel[]; s: FirstStepsStrings; t: TFunction; back: string }) {
  return (
    <div className={styles.sheet}>
      <div className={`${styles.screenOnly} no-print`}>
        <p>{s.printHow}</p>
        <PrintButton label={s.printButton} />
        <p>
          <a href={back}>{s.printBack}</a>
        </p>
      </div>
      <h1 className={styles.title}>{fill(s.printTitle, { stage: title })}</h1>
      <p className={styles.name}>
        {s.printName} <span className={styles.nameLine} aria-hidden="true" />
      </p>
      <p className={styles.intro}>{s.printIntro}</p>
      <ol className={styles.levels}>
        {levels.map((level) => {
          const files = level.orientation === 'white' ? FILES : [...FILES].reverse();
          const ranks = level.orientation === 'white' ? RANKS : [...RANKS].reverse();
          return (
            <li key={level.id} className={styles.level} data-level={level.id}>
              <h2 className={styles.levelTitle}>{fill(s.printLevel, { n: level.n })}</h2>
              <div className={styles.diagram}>
                <div className={styles.ranks} aria-hidden="true">
                  {ranks.map((r) => (
                    <span key={r}>{r}</span>
                  ))}
                </div>
                <div className={styles.board}>
                  <StaticPicture
                    still
                    fen={level.fen}
                    orientation={level.orientation}
                    name={fill(s.printDiagram, { n: level.n, position: positionInWords(t, level, s.star) })}
                    marks={level.stars}
                    arrow={level.lastMove}
                  />
                </div>
                <div className={styles.files} aria-hidden="true">
                  {files.map((f) => (
                    <span key={f}>{f}</span>
                  ))}
                </div>
              </div>
              <p className={styles.goal}>{level.goal}</p>
              <p className={styles.side}>
                {level.orientation === 'white' ? s.printWhite : s.printBlack}
                {level.lastMove && ` ${s.printArrow}`}
              </p>
              <p className={styles.movesRow}>
                <span>{s.printMoves}</span> <span className={styles.box} aria-hidden="true" />{' '}
                <span className={styles.limit}>{level.limit === 1 ? s.printLimitOne : fill(s.printLimit, { count: level.limit })}</span>
              </p>
              <ul className={styles.bands}>
                {level.bands.map((band) => (
                  <li key={band.stars}>
                    <span className={styles.bandStars} aria-hidden="true">
                      {'★'.repeat(band.stars)}
                      <span className={styles.starOff}>{'★'.repeat(3 - band.stars)}</span>
                    </span>
                    <span className="visually-hidden">{band.stars === 1 ? s.printStarsOne : fill(s.printStars, { count: band.stars })}:</span> {bandText(band, s)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
