'use client';

import { lazy, Suspense } from 'react';
import type { TournamentStrings } from './strings';

// The calculator (TRF reader, tie-breaks, standings) is a chunk of its own, loaded by this page only.
const Calculator = lazy(() => import('./Calculator'));

export function TournamentPage({ s }: { s: TournamentStrings }) {
  return (
    <Suspense fallback={<p className="tournament-loading">{s.loading}</p>}>
      <Calculator s={s} />
    </Suspense>
  );
}
