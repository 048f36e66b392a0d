'use client';

import { Exercises } from './Exercises';
import type { ExercisesStrings, TournamentStrings } from './strings';
import { useLive } from './useLive';

/** The tie-break exercises of the calculator's page: a Buchholz Cut-1 and a ranking by a list, checked by the calculator. */
export default function TieBreakExercises({ s, x }: { s: TournamentStrings; x: ExercisesStrings }) {
  const live = useLive();
  return (
    <div data-live={live}>
      <Exercises x={x} kinds={['bh-c1', 'rank']} live={live} ts={s} />
    </div>
  );
}
