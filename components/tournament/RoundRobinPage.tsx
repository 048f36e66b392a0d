'use client';

import { lazy, Suspense } from 'react';
import type { ExercisesStrings, RoundRobinStrings } from './strings';

// The round-robin tools (Berger and Varma tables, exercises) are a chunk of their own, loaded by this page only.
const RoundRobinTools = lazy(() => import('./RoundRobinTools'));

export function RoundRobinPage({ s, x }: { s: RoundRobinStrings; x: ExercisesStrings }) {
  return (
    <Suspense fallback={<p>{s.loading}</p>}>
      <RoundRobinTools s={s} x={x} />
    </Suspense>
  );
}
