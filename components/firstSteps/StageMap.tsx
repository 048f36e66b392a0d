'use client';

import { useProgress } from '@/components/exam/useProgress';
import styles from './StageMap.module.css';

export interface MapStage {
  id: string;
  title: string;
  /** the stage's level ids, whose stars are added up */
  levels: string[];
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => String(values[k] ?? m));

/**
 * The first-steps stages on the course home, for a beginner: each a link to its stage, with the stars earned so far.
 * Prerendered without stars (the server has no progress); the stars come once the progress record has loaded
 * (after the page is up, so its storage code stays out of the first load), each in a line kept for it from the
 * start, so nothing moves.
 */
export function StageMap({ stages, locale, s }: { stages: MapStage[]; locale: string; s: { mapTitle: string; mapIntro: string; stageStars: string } }) {
  const loaded = useProgress();
  const done = loaded?.snapshot.progress.firstSteps ?? {};
  return (
    <section aria-labelledby="first-steps-map" className={styles.section}>
      <h2 id="first-steps-map">{s.mapTitle}</h2>
      <p>{s.mapIntro}</p>
      <ol className={styles.map} data-progress={loaded ? 'loaded' : undefined}>
        {stages.map((stage, i) => {
          const got = stage.levels.reduce((n, id) => n + (done[id] ?? 0), 0);
          return (
            <li key={stage.id}>
              <a href={`/${locale}/first-steps/?stage=${stage.id}`} className={styles.stage} data-testid={`map-${stage.id}`} data-stars={loaded ? got : undefined}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.title}>{stage.title}</span>
                <span className={styles.stars}>
                  {loaded ? (
                    <>
                      <span aria-hidden="true">
                        <span className={got ? styles.starOn : styles.starOff}>★</span> {got}/{stage.levels.length * 3}
                      </span>
                      <span className="visually-hidden">{fill(s.stageStars, { got, max: stage.levels.length * 3 })}</span>
                    </>
                  ) : (
                    '\u00a0'
                  )}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
