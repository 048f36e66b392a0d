'use client';

import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { describeEntries, describeObligation, describeRefusal, formatTime } from '@/components/board/announce';
import type { Edition } from '@/lib/editions';
import { tryAdjudicate } from '@/lib/rules';
import type { Ruling, RulingEntry } from '@/lib/rules/types';
import { quoteFor, type EditionQuotes } from '@/lib/cases/articles';
import { engineCase, type LabCase } from '@/lib/cases/model';
import { TABLE_ROWS, headlinesFor, partOfArticle, type ChangeHeadline, type EditionRuling, type TableRow } from '@/lib/cases/rule';
import type { Locale } from '@/lib/languages';
import styles from './CaseLab.module.css';

export interface TableProps {
  t: TFunction;
  locale: Locale;
  lab: LabCase;
  rulings: readonly EditionRuling[];
  diffs: ReadonlyMap<Edition, TableRow[]>;
  quotes: Partial<Record<Edition, EditionQuotes>>;
  /** the parts of each edition with a comparison page, named in the reader's words */
  parts: Record<Edition, Record<string, string>>;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', pt: 'Português', gl: 'Galego' };

/** The ruling of every edition in one table: a column per edition, a row per aspect; differing cells marked. */
export function RulingsTable({ t, locale, lab, rulings, diffs, quotes }: TableProps) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={t('table.region')} tabIndex={0}>
      <table className={styles.table} data-testid="rulings-table">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <td />
            {rulings.map((r) => (
              <th key={r.edition} scope="col">
                {r.edition}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TABLE_ROWS.map((row) => (
            <tr key={row} data-row={row}>
              <th scope="row">{t(`table.rows.${row}`)}</th>
              {rulings.map((r, i) => {
                const differs = diffs.get(r.edition)?.includes(row) ?? false;
                return (
                  <td key={r.edition} data-edition={r.edition} data-differs={differs ? 'true' : undefined} className={differs ? styles.differs : undefined}>
                    {differs && (
                      <>
                        <span aria-hidden="true" className={styles.mark}>
                          ≠{' '}
                        </span>
                        <span className="visually-hidden">{t('table.differs', { year: rulings[i - 1]!.edition })} </span>
                      </>
                    )}
                    <Cell t={t} locale={locale} lab={lab} r={r} row={row} quotes={quotes[r.edition]} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ t, locale, lab, r, row, quotes }: { t: TFunction; locale: Locale; lab: LabCase; r: EditionRuling; row: TableRow; quotes?: EditionQuotes }) {
  if (!r.ok) {
    return row === 'decision' ? (
      <>
        {t('table.cannotRule')} <span lang="en">{r.error}</span>
      </>
    ) : (
      <>—</>
    );
  }
  const { ruling } = r;
  switch (row) {
    case 'decision':
      return <Decisions t={t} lab={lab} edition={r.edition} ruling={ruling} entries={r.entries} />;
    case 'result':
      return <>{ruling.status === 'over' && ruling.termination && ruling.result ? `${t(`board:over.${ruling.termination}`)} ${t(`board:over.result.${ruling.result}`)}` : t('table.ongoing')}</>;
    case 'clock':
      return <>{ruling.clock ? t('table.clocks', { white: formatTime(ruling.clock.white), black: formatTime(ruling.clock.black) }) : t('table.noClock')}</>;
    case 'obligation':
      return <>{ruling.obligation ? describeObligation(t, ruling.obligation) : t('table.noObligation')}</>;
    case 'articles':
      return r.articles.length ? <Articles t={t} locale={locale} edition={r.edition} articles={r.articles} quotes={quotes} /> : <>{t('table.noArticles')}</>;
  }
}

function Decisions({ t, lab, edition, ruling, entries }: { t: TFunction; lab: LabCase; edition: Edition; ruling: Ruling; entries: RulingEntry[] }) {
  // Each ruling is said about its event, named by the position before it (whose move it was, which piece).
  const said = useMemo(() => {
    const before = (event: number) => {
      const r = tryAdjudicate(engineCase({ ...lab, events: lab.events.slice(0, event) }, edition));
      return r.ok ? r.ruling.fen : ruling.fen;
    };
    return entries.map((e) => ({ event: e.event, text: sentence(t, e, ruling, edition, before(e.event), lab) }));
  }, [edition, entries, lab, ruling, t]);
  if (!said.length) return <>{t('table.noDecision')}</>;
  return (
    <ul className={styles.cellList}>
      {said.map((s, i) => (
        <li key={i}>
          <strong>{t('table.eventN', { n: s.event + 1 })}</strong> {s.text}
        </li>
      ))}
    </ul>
  );
}

function sentence(t: TFunction, e: RulingEntry, ruling: Ruling, edition: Edition, before: string, lab: LabCase): string {
  const event = lab.events[e.event];
  const square = event && (event.type === 'touch' || event.type === 'adjust') ? event.square : undefined;
  const said = describeEntries(t, [e], ruling, edition, before, square);
  if (said) return said;
  if (e.decision === 'move-refused' && e.reason) {
    const from = event?.type === 'move' ? (event.from ?? '') : '';
    const to = event?.type === 'move' ? (event.to ?? '') : '';
    return describeRefusal(t, e.reason, e.articles, edition, { turn: before.split(' ')[1] === 'b' ? 'b' : 'w', from, to, ...(e.obligation ? { obligation: e.obligation } : {}) });
  }
  const simple = t(`cases:decision.${e.decision}`, { defaultValue: '' });
  return [simple, e.articles.length ? t(e.articles.length === 1 ? 'board:cite.one' : 'board:cite.many', { list: e.articles.join(', '), year: edition }) : ''].filter(Boolean).join(' ');
}

function Articles({ t, locale, edition, articles, quotes }: { t: TFunction; locale: Locale; edition: Edition; articles: string[]; quotes?: EditionQuotes }) {
  return (
    <ul className={styles.cellList}>
      {articles.map((a) => {
        const q = quotes ? quoteFor(a, quotes) : undefined;
        return (
          <li key={a}>
            {q ? (
              <>
                <a href={`/${locale}/laws/${edition}/${q.part}/#${q.anchor}`}>{q.label}</a>
                {q.course && <span className={styles.label}> ({t('table.course')})</span>}
                {q.lang !== locale && (
                  <span className={styles.label} lang={q.lang}>
                    {' '}
                    ({LANGUAGE_NAMES[q.lang]})
                  </span>
                )}
                <blockquote className={styles.quote} lang={q.lang}>
                  {q.text}
                </blockquote>
              </>
            ) : quotes ? (
              <>
                {a}: {t('table.notInSources')}
              </>
            ) : (
              <>{a}</>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One line per pair of editions that rule differently: the newer edition's change on an article the case cites, as
 * the comparison pages' timeline words it, else a line made from the rulings (and said to be so); with the
 * comparison page of the article concerned.
 */
export function WhatChanged({ t, locale, rulings, diffs, parts, headlines }: Omit<TableProps, 'lab' | 'quotes'> & { headlines: Partial<Record<Edition, ChangeHeadline[]>> }) {
  const lines = rulings.flatMap((r, i) => {
    const rows = diffs.get(r.edition) ?? [];
    if (!i || !rows.length) return [];
    const from = rulings[i - 1]!;
    const cited = from.ok ? from.articles : [];
    const part = cited.map(partOfArticle).find((p) => p && parts[from.edition]?.[p]);
    const said = headlinesFor([...cited, ...(r.ok ? r.articles : [])], headlines[r.edition] ?? []);
    return [{ from: from.edition, to: r.edition, rows, part, said }];
  });
  return (
    <section aria-labelledby="cases-changed" className={styles.changed}>
      <h2 id="cases-changed">{t('changed.title')}</h2>
      {lines.length ? (
        <ul data-testid="what-changed">
          {lines.map((l) => {
            const rows = l.rows.map((row) => t(`table.rows.${row}`).toLocaleLowerCase(locale)).join(', ');
            return (
              <li key={l.to} data-source={l.said.length ? 'comparison' : 'generated'}>
                {l.said.length ? (
                  <>
                    {t('changed.lineFrom', { from: l.from, to: l.to, rows })}{' '}
                    {l.said.map((h) => (
                      <q key={h.paragraph} className={styles.headline}>
                        {h.text}
                      </q>
                    ))}{' '}
                    <span className={styles.label}>
                      (<a href={`/${locale}/compare/#timeline`}>{t('changed.timeline')}</a>)
                    </span>
                  </>
                ) : (
                  <>
                    {t('changed.line', { from: l.from, to: l.to, rows })} <span className={styles.label}>({t('changed.generated')})</span>
                  </>
                )}{' '}
                {l.part ? (
                  <a href={`/${locale}/compare/${l.from}/${l.to}/${l.part}/`}>{t('changed.compare', { part: parts[l.from][l.part], from: l.from, to: l.to })}</a>
                ) : (
                  <a href={`/${locale}/compare/${l.from}/${l.to}/`}>{t('changed.compareAll', { from: l.from, to: l.to })}</a>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p data-testid="what-changed">{t('changed.none')}</p>
      )}
    </section>
  );
}
