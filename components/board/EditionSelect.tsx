'use client';

import { useId } from 'react';
import { useT } from '@/components/site/I18nProvider';
import { EDITIONS, type Edition } from '@/lib/editions';
import { useEdition } from './EditionContext';

// Chooses the edition of the Laws that every board on the page follows.
export function EditionSelect() {
  const t = useT('board');
  const id = useId();
  const { edition, setEdition } = useEdition();
  return (
    <p className="edition-select">
      <label htmlFor={id}>{t('edition.label')}</label>
      <select id={id} value={edition} onChange={(e) => setEdition(e.target.value as Edition)} data-testid="edition-select">
        {[...EDITIONS].reverse().map((e) => (
          <option key={e} value={e}>
            {t('edition.option', { year: e })}
          </option>
        ))}
      </select>
    </p>
  );
}
