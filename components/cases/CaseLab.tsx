'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { Announcer, useAnnouncer } from '@/components/board/Announcer';
import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';
import { MAX_QUERY } from '@/lib/board/linkQuery';
import type { EditionQuotes } from '@/lib/cases/articles';
import { readCaseLink, type CaseLinkRefusal } from '@/lib/cases/link';
import { caseFitsInLink, writeCaseLink } from '@/lib/cases/linkQuery';
import { MAX_EVENTS, labReducer, type LabAction, type LabCase } from '@/lib/cases/model';
import { differences, ruleEveryEdition, type ChangeHeadline, type EditionRuling } from '@/lib/cases/rule';
import { START_FEN } from '@/lib/chess/fen';
import type { CaseEvent } from '@/lib/rules/types';
import type { Edition } from '@/lib/editions';
import { MAX_COUNTER } from '@/lib/board/linkQuery';
import { CaseSetup } from './CaseSetup';
import { EventEditor } from './EventEditor';
import { EventList } from './EventList';
import { PlayBoard } from './PlayBoard';
import { RulingsTable, WhatChanged } from './RulingsTable';
import { describeEvent } from './describeEvent';
import styles from './CaseLab.module.css';

export interface CaseLabProps {
  /** the case the lab opens on (a row of the table of rulings) */
  example: LabCase;
  /** the quotes the example's table needs; the rest are fetched once the lab is live */
  exampleQuotes: Partial<Record<Edition, EditionQuotes>>;
  parts: Record<Edition, Record<string, string>>;
  /** each edition's headline changes in the reader's language, from the comparison pages' timeline */
  headlines: Partial<Record<Edition, ChangeHeadline[]>>;
}

const noSubscription = () => () => undefined;

type Reading = { lab: LabCase; refusal: CaseLinkRefusal | null };

// In the browser the lab is drawn once its code has loaded (the island never hydrates the prerendered one), so the
// link is read before the first drawing: a shared case is the first thing the live lab shows.
function readAddress(example: LabCase): Reading {
  if (typeof window === 'undefined') return { lab: example, refusal: null };
  const read = readCaseLink(window.location.search);
  if (!read.ok) return { lab: example, refusal: read };
  return { lab: read.empty ? example : read.lab, refusal: null };
}

/** The case lab: build a case, and read how every edition rules on it, side by side. */
export function CaseLab({ example, exampleQuotes, parts, headlines }: CaseLabProps) {
  const t = useT('cases');
  const locale = useLocale();
  const [initial] = useState(() => readAddress(example));
  const [lab, dispatch] = useReducer(labReducer, initial.lab);
  // true once the lab runs in the browser (the prerendered one says false): what the tests wait for.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const [quotes, setQuotes] = useState(exampleQuotes);
  const { message, say } = useAnnouncer();
  const rulings = useMemo(() => ruleEveryEdition(lab), [lab]);
  const diffs = useMemo(() => differences(rulings), [rulings]);
  const first = useRef(true);

  // Every article of every edition, in the reader's language, once the lab is live.
  useEffect(() => {
    let cancelled = false;
    fetch(`/${locale}/cases/quotes.json`)
      .then((r) => (r.ok ? (r.json() as Promise<Record<Edition, EditionQuotes>>) : null))
      .then((all) => !cancelled && all && setQuotes(all))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locale]);
  // The address follows the case, so a reload or a copied address opens the same case.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const query = writeCaseLink(lab);
    if (caseFitsInLink(query)) window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}`);
  }, [lab]);

  const act = useCallback(
    (action: LabAction, said?: string) => {
      const next = labReducer(lab, action);
      dispatch(action);
      const d = differences(ruleEveryEdition(next));
      const list = [...d].filter(([, rows]) => rows.length).map(([e, rows]) => `${e} (${rows.map((r) => t(`table.rows.${r}`).toLocaleLowerCase(locale)).join(', ')})`);
      say([said, list.length ? t('table.updatedDiffer', { list: list.join('; ') }) : t('table.sameEverywhere')].filter(Boolean).join(' '));
    },
    [lab, locale, say, t],
  );

  const add = (e: CaseEvent) => {
    if (lab.events.length >= MAX_EVENTS) return;
    act({ type: 'add', event: e }, t('events.added', { n: lab.events.length + 1, text: describeEvent(t, e) }));
  };

  const now = positionAfter(rulings, lab);
  return (
    <div className={styles.lab} data-live={live ? 'true' : 'false'} data-testid="case-lab">
      {initial.refusal && (
        <div className={styles.problem} role="alert" data-testid="link-problem">
          <p>{t('link.problem')}</p>
          <p>{refusalText(t, initial.refusal)}</p>
        </div>
      )}
      <section aria-labelledby="cases-setup" className={styles.setup}>
        <h2 id="cases-setup">{t('setup.title')}</h2>
        <CaseSetup t={t} locale={locale} lab={lab} act={act} />
        <h3 id="cases-events">{t('events.title')}</h3>
        <EventList t={t} locale={locale} events={lab.events} act={act} />
        <h3 id="cases-play">{t('play.title')}</h3>
        <p className={styles.hint}>{t('play.intro')}</p>
        <PlayBoard t={t} fen={now} onAdd={add} />
        <EventEditor t={t} locale={locale} onAdd={add} toMove={now.split(' ')[1] === 'b' ? 'black' : 'white'} />
      </section>
      <section aria-labelledby="cases-table" className={styles.results}>
        <h2 id="cases-table">{t('table.title')}</h2>
        <RulingsTable t={t} locale={locale} lab={lab} rulings={rulings} diffs={diffs} quotes={quotes} parts={parts} />
        <WhatChanged t={t} locale={locale} rulings={rulings} diffs={diffs} parts={parts} headlines={headlines} />
        <Announcer message={message} />
      </section>
      <CaseShare t={t} lab={lab} />
    </div>
  );
}

/** The position after the case's events, as the newest edition that can read the case has it. */
function positionAfter(rulings: readonly EditionRuling[], lab: LabCase): string {
  const ruled = [...rulings].reverse().find((r) => r.ok);
  if (ruled?.ok) return ruled.ruling.fen;
  return lab.start === 'startpos' ? START_FEN : lab.start;
}

function refusalText(t: TFunction, r: CaseLinkRefusal): string {
  switch (r.problem) {
    case 'not-a-case':
      return t('link.not-a-case');
    case 'too-many-events':
      return t('link.too-many-events', { n: r.count, max: MAX_EVENTS });
    case 'bad-case':
      return `${t('link.bad-case')} ${r.detail}`;
    case 'too-long':
      return t('board:link.too-long', { n: r.count, max: MAX_QUERY });
    case 'bad-counters':
      return t('board:link.bad-counters', { detail: r.detail, maxCounter: MAX_COUNTER });
    case 'too-many-men':
    case 'too-many-pawns':
    case 'too-many-promoted':
    case 'opponent-in-check':
      return t(`board:link.${r.problem}-${r.side ?? 'white'}`, { n: r.count });
    default:
      return t(`board:link.${r.problem}`, { detail: r.detail });
  }
}

/** Share the case as a link (the clipboard, or a field to copy from) and print it with its table. */
function CaseShare({ t, lab }: { t: TFunction; lab: LabCase }) {
  const [shown, setShown] = useState<{ url: string; copied: boolean } | null>(null);
  const [tooLong, setTooLong] = useState<number | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const share = async () => {
    const query = writeCaseLink(lab);
    if (!caseFitsInLink(query)) {
      setShown(null);
      setTooLong(query.length - 1);
      return;
    }
    setTooLong(null);
    const url = `${window.location.origin}${window.location.pathname}${query}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      copied = false;
    }
    setShown({ url, copied });
    if (!copied) requestAnimationFrame(() => field.current?.select());
  };
  return (
    <section aria-labelledby="cases-share" className={styles.share}>
      <h2 id="cases-share">{t('share.title')}</h2>
      <div className={styles.buttons}>
        <button type="button" className="button" onClick={() => void share()} data-testid="share-case">
          {t('share.copy')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('share.print')}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {tooLong !== null ? t('board:link.too-long', { n: tooLong, max: MAX_QUERY }) : shown ? t(shown.copied ? 'share.copied' : 'share.copyFailed') : ''}
      </p>
      {shown && (
        <p className={styles.field}>
          <label htmlFor="cases-link">{t('share.field')}</label>
          <input id="cases-link" ref={field} readOnly value={shown.url} data-testid="case-link" onFocus={(e) => e.target.select()} />
        </p>
      )}
    </section>
  );
}

