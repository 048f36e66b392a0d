'use client';

import { lazy, Suspense } from 'react';
import type { ExercisesStrings, TournamentStrings } from './strings';

// The calculator (TRF reader, tie-breaks, standings) is a chunk of its own, loaded by this page only; so are the
// exercises, which the same calculator checks.
const Calculator = lazy(() => import('./Calculator'));
const TieBreakExercises = lazy(() => import('./TieBreakExercises'));

export function TournamentPage({ s, x }: { s: TournamentStrings; x: ExercisesStrings }) {
  return (
    <>
      <Suspense fallback={<p className="tournament-loading">{s.loading}</p>}>
        <Calculator s={s} />
      </Suspense>
      <Suspense fallback={null}>
        <TieBreakExercises s={s} x={x} />
      </Suspense>
    </>
  );
}
