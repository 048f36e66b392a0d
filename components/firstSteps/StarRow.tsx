import styles from './FirstSteps.module.css';

/** Stars earned out of three, drawn; the words are beside them (the row is hidden from screen readers). */
export function StarRow({ stars, size = 'small' }: { stars: number; size?: 'small' | 'big' }) {
  return (
    <span className={`${styles.stars} ${size === 'big' ? styles.starsBig : ''}`} aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= stars ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
