'use client';

import { useCallback, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { dismissRecovery, getServerSnapshot, getSnapshot, subscribe } from '@/lib/exam/progress';
import { LevelBoard } from './LevelBoard';
import { StarRow } from './StarRow';
import type { FirstStepsStrings, StageView } from './types';
import styles from './FirstSteps.module.css';

interface Place {
  stage: number;
  level: number;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => String(values[k] ?? m));

/** Where to open: the stage (and level) a link names, else the first level without stars, else the start. */
function openingPlace(stages: StageView[], done: Record<string, number>): Place {
  if (typeof window !== 'undefined') {
    const q = new URLSearchParams(window.location.search);
    const stage = stages.findIndex((st) => st.id === q.get('stage'));
    if (stage >= 0) {
      const n = Number(q.get('level'));
      const level = Number.isInteger(n) && n >= 1 && n <= stages[stage]!.levels.length ? n - 1 : Math.max(0, stages[stage]!.levels.findIndex((l) => !done[l.id]));
      return { stage, level };
    }
  }
  for (const [i, st] of stages.entries()) {
    const level = st.levels.findIndex((l) => !done[l.id]);
    if (level >= 0) return { stage: i, level };
  }
  return { stage: 0, level: 0 };
}

const query = (stages: StageView[], p: Place) => `?stage=${stages[p.stage]!.id}&level=${p.level + 1}`;

/**
 * First steps: the level on its board first, then the stage's levels with their stars, what the Laws say, and every
 * stage. Stars come from the course's one progress record (lib/exam/progress.ts); the address names the stage and
 * level, so a coach can share a stage with a class and a reload comes back to the same level.
 */
export function FirstStepsPlayer({ stages, s, locale }: { stages: StageView[]; s: FirstStepsStrings; locale: string }) {
  const { progress, recovery } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const done = progress.firstSteps ?? {};
  const [place, setPlace] = useState<Place>(() => openingPlace(stages, done));
  const stage = stages[place.stage]!;
  const level = stage.levels[place.level]!;

  const go = useCallback(
    (p: Place) => {
      setPlace(p);
      window.history.replaceState(null, '', query(stages, p));
      document.getElementById('first-steps-level')?.scrollIntoView({ block: 'start' });
    },
    [stages],
  );
  const next: Place | null =
    place.level + 1 < stage.levels.length ? { stage: place.stage, level: place.level + 1 } : place.stage + 1 < stages.length ? { stage: place.stage + 1, level: 0 } : null;
  const link = (p: Place) => (e: MouseEvent) => {
    e.preventDefault();
    go(p);
  };
  const got = (st: StageView) => st.levels.reduce((n, l) => n + (done[l.id] ?? 0), 0);

  return (
    <div className={styles.player}>
      {recovery && (
        <p className={styles.notice} role="status" data-testid="progress-notice">
          {s.damaged}{' '}
          <button type="button" className="button" onClick={dismissRecovery}>
            {s.damagedOk}
          </button>
        </p>
      )}
      <section id="first-steps-level" aria-labelledby="first-steps-stage" className={styles.stage}>
        <h2 id="first-steps-stage" className={styles.stageTitle}>
          {stage.title} <span className={styles.levelOf}>{fill(s.level, { n: place.level + 1, total: stage.levels.length })}</span>
        </h2>
        <LevelBoard
          key={level.id}
          level={level}
          title={fill(s.boardTitle, { stage: stage.title, n: place.level + 1 })}
          s={s}
          onNext={next && (() => go(next))}
          nextLabel={next && next.stage !== place.stage ? s.nextStage : s.next}
        />
        <ol className={styles.levels} aria-label={stage.title}>
          {stage.levels.map((l, i) => {
            const stars = done[l.id] ?? 0;
            return (
              <li key={l.id}>
                <a
                  href={query(stages, { stage: place.stage, level: i })}
                  className={styles.levelLink}
                  aria-current={i === place.level ? 'step' : undefined}
                  onClick={link({ stage: place.stage, level: i })}
                  data-testid={`level-${l.id}`}
                  data-stars={stars}
                >
                  <span>{fill(s.levelButton, { n: i + 1 })}</span>
                  <StarRow stars={stars} />
                  <span className="visually-hidden">{stars ? fill(s.starsBest, { count: stars }) : s.noStars}</span>
                </a>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="first-steps-law" className={styles.law}>
        <h2 id="first-steps-law">{s.lawTitle}</h2>
        <p>{stage.law}</p>
        <p>
          <a href={stage.href}>{fill(s.learnMore, { cite: stage.cite })}</a>
        </p>
        <p>
          <a href={`/${locale}/first-steps/?stage=${stage.id}`}>{s.stageLink}</a>
        </p>
        <p>
          <a className={`button ${styles.big}`} href={`/${locale}/first-steps/${stage.id}/print/`} data-testid="print-stage">
            {s.printStage}
          </a>
        </p>
      </section>

      <nav aria-labelledby="first-steps-stages" className={styles.map}>
        <h2 id="first-steps-stages">{s.stagesTitle}</h2>
        <ol>
          {stages.map((st, i) => (
            <li key={st.id}>
              <a href={query(stages, { stage: i, level: 0 })} onClick={link({ stage: i, level: 0 })} aria-current={i === place.stage ? 'true' : undefined} data-testid={`stage-${st.id}`}>
                <span className={styles.mapTitle}>{st.title}</span>
                <span className={styles.mapStars}>{fill(s.stageStars, { got: got(st), max: st.levels.length * 3 })}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
