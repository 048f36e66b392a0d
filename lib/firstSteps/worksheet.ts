// A stage as a worksheet for the coach (/{locale}/first-steps/{stage}/print/): each level's position as the child
// meets it (after the game so far and the opponent's first replies), its stars, the last move played, its goal and
// how many moves earn how many stars. Computed at build with the engine; the printed page carries no code.
import { currentEdition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { startRun } from '@/lib/scenarios/run';
import { levelGoal, levelScenario } from './level';
import type { Level, Stage } from './schema';
import { starsFor, type Stars } from './stars';

/** Moves from `from` to `to` (inclusive) earn `stars`, with no refused move at the first try. */
export interface StarBand {
  stars: Stars;
  from: number;
  to: number;
}

export interface WorksheetLevel {
  id: string;
  n: number;
  fen: string;
  orientation: 'white' | 'black';
  /** squares with a star to collect */
  stars: string[];
  /** the last move before the child's turn (the prelude's or the opponent's first reply), drawn as an arrow */
  lastMove?: { from: string; to: string };
  goal: string;
  limit: number;
  bands: StarBand[];
}

/** How many moves earn three, two and one star, up to the level's limit (lib/firstSteps/stars.ts). */
export function starBands(level: Pick<Level, 'par' | 'solution' | 'goal' | 'limit'>): StarBand[] {
  const refusals = level.goal.filter((p) => 'refusal' in p).length;
  const bands: StarBand[] = [];
  for (let moves = 1; moves <= level.limit; moves++) {
    const stars = starsFor(level, { moves, refusals, tries: 1 });
    const last = bands.at(-1);
    if (last?.stars === stars) last.to = moves;
    else bands.push({ stars, from: moves, to: moves });
  }
  return bands;
}

export function worksheetLevels(stage: Stage, locale: Locale): WorksheetLevel[] {
  return stage.levels.map((level, i) => {
    const { run, replies, prelude } = startRun(levelScenario(stage, level, locale, ''), currentEdition);
    const last = [...prelude, ...replies].at(-1);
    return {
      id: level.id,
      n: i + 1,
      fen: run.state.ruling.fen,
      orientation: level.learner,
      stars: level.collect ?? [],
      ...(last ? { lastMove: { from: last.from, to: last.to } } : {}),
      goal: levelGoal(stage, level, locale),
      limit: level.limit,
      bands: starBands(level),
    };
  });
}
