'use client';

import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/languages';
import type { LabAction } from '@/lib/cases/model';
import type { CaseEvent } from '@/lib/rules/types';
import { describeEvent } from './describeEvent';
import styles from './CaseLab.module.css';

/**
 * The case's events in order, each with buttons to move it earlier or later and to remove it. The keyboard stays
 * with the event it moved (on the same button), or goes to the next event's button when one is removed.
 */
export function EventList({ t, events, act }: { t: TFunction; locale: Locale; events: readonly CaseEvent[]; act: (a: LabAction, said?: string) => void }) {
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<{ index: number; control: string } | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next || !list.current) return;
    focusNext.current = null;
    const item = list.current.querySelectorAll('li')[next.index];
    const target = item?.querySelector<HTMLButtonElement>(`[data-control="${next.control}"]:not([disabled])`) ?? item?.querySelector<HTMLButtonElement>('[data-control="remove"]');
    (target ?? list.current.closest('section')?.querySelector<HTMLElement>('#cases-events'))?.focus();
  }, [events]);

  if (!events.length) return <p className={styles.hint}>{t('events.none')}</p>;
  return (
    <>
      <ol ref={list} className={styles.events} data-testid="events">
        {events.map((e, i) => {
          const text = describeEvent(t, e);
          const n = i + 1;
          return (
            <li key={`${i}-${JSON.stringify(e)}`}>
              <span className={styles.eventText}>{text}</span>
              <span className={styles.eventButtons}>
                <button
                  type="button"
                  className="button"
                  data-control="up"
                  disabled={i === 0}
                  aria-label={t('events.upLabel', { n })}
                  onClick={() => {
                    focusNext.current = { index: i - 1, control: 'up' };
                    act({ type: 'shift', index: i, by: -1 }, t('events.shifted', { text, n: n - 1 }));
                  }}
                >
                  ↑ {t('events.up')}
                </button>
                <button
                  type="button"
                  className="button"
                  data-control="down"
                  disabled={i === events.length - 1}
                  aria-label={t('events.downLabel', { n })}
                  onClick={() => {
                    focusNext.current = { index: i + 1, control: 'down' };
                    act({ type: 'shift', index: i, by: 1 }, t('events.shifted', { text, n: n + 1 }));
                  }}
                >
                  ↓ {t('events.down')}
                </button>
                <button
                  type="button"
                  className="button"
                  data-control="remove"
                  aria-label={t('events.removeLabel', { n })}
                  onClick={() => {
                    focusNext.current = { index: Math.min(i, events.length - 2), control: 'remove' };
                    act({ type: 'remove', index: i }, t('events.removed', { n, text }));
                  }}
                >
                  {t('events.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={() => act({ type: 'clearEvents' }, t('events.cleared'))}>
        {t('events.clear')}
      </button>
    </>
  );
}
