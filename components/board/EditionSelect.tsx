'use client';

import { useId, useState } from 'react';
import { useT } from '@/components/site/I18nProvider';
import { EDITIONS, type Edition } from '@/lib/editions';
import { useEdition } from './EditionContext';

// Chooses the edition of the Laws that every board on the page follows, and says so when it changes (a live region
// that is empty until the reader changes the edition).
export function EditionSelect() {
  const t = useT('board');
  const id = useId();
  const { edition, setEdition } = useEdition();
  const [changedTo, setChangedTo] = useState<Edition | null>(null);
  return (
    <p className="edition-select">
      <label htmlFor={id}>{t('edition.label')}</label>
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
            {t('edition.option', { year: e })}
          </option>
        ))}
      </select>
      <span className="edition-select-status" role="status" aria-live="polite" data-testid="edition-status">
        {changedTo === edition ? t('edition.changed', { year: edition }) : ''}
      </span>
    </p>
  );
}
