import { EDITIONS } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import type { Example } from './examples';
import styles from './CaseLab.module.css';

/**
 * The rows of the table of rulings, to open one in the lab: a plain GET form (the case travels in the address as a
 * shared link does), so it works before the page's scripts run, and without them.
 */
export function ExamplesForm({ locale, list, selected, s }: { locale: Locale; list: readonly Example[]; selected: string; s: { label: string; open: string } }) {
  const caseOf = (e: Example) => new URLSearchParams(e.query).get('case') ?? '';
  const chosen = list.find((e) => e.id === selected);
  return (
    <form action={`/${locale}/cases/`} method="get" className={styles.examples}>
      <label htmlFor="cases-example">{s.label}</label>
      <select id="cases-example" name="case" defaultValue={chosen ? caseOf(chosen) : undefined}>
        {EDITIONS.map((edition) => (
          <optgroup key={edition} label={edition}>
            {list
              .filter((e) => e.edition === edition)
              .map((e) => (
                <option key={e.id} value={caseOf(e)}>
                  {e.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="button">
        {s.open}
      </button>
    </form>
  );
}
