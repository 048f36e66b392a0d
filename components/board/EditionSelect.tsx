'use client';

import { useId, useState } from 'react';
import { EDITIONS, type Edition } from '@/lib/editions';
import { useEdition } from './EditionContext';

export interface EditionSelectLabels {
  label: string;
  /** the option naming each edition ("2009 edition") */
  options: Record<Edition, string>;
  /** what is said when the boards follow another edition */
  changed: Record<Edition, string>;
}

/** The labels of an EditionSelect from a `t` bound to the board strings (server or client). */
export function editionSelectLabels(t: (key: string, options?: Record<string, unknown>) => string): EditionSelectLabels {
  const per = (key: string) => Object.fromEntries(EDITIONS.map((e) => [e, t(key, { year: e })])) as Record<Edition, string>;
  return { label: t('edition.label'), options: per('edition.option'), changed: per('edition.changed') };
}

// Chooses the edition of the Laws that every board on the page follows, and says so when it changes (a live region
// that is empty until the reader changes the edition). Its strings come as props, so it needs no translation code.
export function EditionSelect({ labels }: { labels: EditionSelectLabels }) {
  const id = useId();
  const { edition, setEdition } = useEdition();
  const [changedTo, setChangedTo] = useState<Edition | null>(null);
  return (
    <p className="edition-select">
      <label htmlFor={id}>{labels.label}</label>
      <select
        id={id}
        value={edition}
        onChange={(e) => {
          const next = e.target.value as Edition;
          setEdition(next);
          setChangedTo(next);
        }}
        data-testid="edition-select"
      >
        {[...EDITIONS].reverse().map((e) => (
          <option key={e} value={e}>
            {labels.options[e]}
          </option>
        ))}
      </select>
      <span className="edition-select-status" role="status" aria-live="polite" data-testid="edition-status">
        {changedTo === edition ? labels.changed[edition] : ''}
      </span>
    </p>
  );
}
