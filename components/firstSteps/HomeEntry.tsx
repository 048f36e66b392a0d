import type { Locale } from '@/lib/languages';
import { firstStepsStrings } from './strings';
import styles from './FirstSteps.module.css';

/** The course home's first entry for a beginner: first steps, before any legal text. */
export function FirstStepsEntry({ locale }: { locale: Locale }) {
  const s = firstStepsStrings[locale];
  return (
    <section aria-labelledby="first-steps-entry" className={styles.homeEntry}>
      <h2 id="first-steps-entry">{s.homeTitle}</h2>
      <p>{s.homeIntro}</p>
      <p>
        <a className={`button button-primary ${styles.homeButton}`} href={`/${locale}/first-steps/`}>
          {s.homeButton} →
        </a>
      </p>
    </section>
  );
}
