'use client';

import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toEngineSan, writeSan } from '@/lib/chess/notation';
import type { Locale } from '@/lib/languages';
import { QUICKPLAY_FINDINGS, type CaseEvent, type ClaimKind, type QuickplayFinding } from '@/lib/rules/types';
import { readTime } from './describeEvent';
import styles from './CaseLab.module.css';

const KINDS = ['move', 'take-back', 'touch', 'adjust', 'claim', 'agreement', 'flag', 'resign', 'press-clock', 'clock'] as const;
type Kind = (typeof KINDS)[number];
const CLAIMS: readonly ClaimKind[] = ['threefold', 'fifty-moves', 'touch-move', 'illegal-move', 'quickplay-finish'];
const SQUARE = /^[a-h][1-8]$/;

/**
 * The form that adds one event to the case: its kind, then the fields that kind has. Every field is a native
 * control, so the keyboard reaches each one; what cannot be read is said next to the form, and nothing is added.
 */
export function EventEditor({ t, locale, onAdd, toMove }: { t: TFunction; locale: Locale; onAdd: (e: CaseEvent) => void; toMove: 'white' | 'black' }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('move');
  const [san, setSan] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [promotion, setPromotion] = useState('');
  const [twoHands, setTwoHands] = useState(false);
  const [notCompleted, setNotCompleted] = useState(false);
  const [unobserved, setUnobserved] = useState(false);
  const [square, setSquare] = useState('');
  const [withSquare, setWithSquare] = useState('');
  const [claim, setClaim] = useState<ClaimKind>('threefold');
  const [written, setWritten] = useState('');
  const [by, setBy] = useState<'' | 'white' | 'black'>('');
  const [finding, setFinding] = useState<QuickplayFinding>('cannot-win');
  const [colour, setColour] = useState<'white' | 'black' | 'both'>('white');
  const [whiteTime, setWhiteTime] = useState('5:00');
  const [blackTime, setBlackTime] = useState('5:00');
  const [error, setError] = useState('');
  const example = writeSan('Nf3', locale);

  const sq = (text: string) => (SQUARE.test(text.trim().toLowerCase()) ? text.trim().toLowerCase() : null);
  /** The move typed: by SAN in the reader's letters, or by its squares; null when nothing is typed; a message when it cannot be read. */
  const typedMove = (): { san: string } | { from: string; to: string } | string | null => {
    if (san.trim()) {
      const english = toEngineSan(san, locale);
      return english ? { san: english } : t('add.badSan', { text: san.trim(), example });
    }
    if (!from.trim() && !to.trim()) return null;
    const f = sq(from);
    if (!f) return t('add.badSquare', { text: from.trim() });
    const tt = sq(to);
    if (!tt) return t('add.badSquare', { text: to.trim() });
    return { from: f, to: tt };
  };

  const build = (): CaseEvent | string => {
    switch (kind) {
      case 'move': {
        const flags = { ...(twoHands ? { hands: 2 as const } : {}), ...(notCompleted ? { completed: false } : {}), ...(unobserved ? { observed: false } : {}) };
        const m = typedMove();
        if (m === null) return t('add.needMove');
        if (typeof m === 'string') return m;
        return { type: 'move', ...m, ...('from' in m && promotion ? { promotion } : {}), ...flags };
      }
      case 'take-back': {
        // the move made instead is optional: without it the player only picks the released piece up again
        const m = typedMove();
        if (typeof m === 'string') return m;
        return { type: 'take-back', color: colour === 'black' ? 'black' : 'white', ...m };
      }
      case 'touch':
      case 'adjust': {
        const s = sq(square);
        if (!s) return t('add.badSquare', { text: square.trim() });
        if (kind === 'adjust') return { type: 'adjust', square: s };
        if (!withSquare.trim()) return { type: 'touch', square: s };
        const w = sq(withSquare);
        if (!w) return t('add.badSquare', { text: withSquare.trim() });
        return { type: 'touch', square: s, with: w };
      }
      case 'claim': {
        let english: string | undefined;
        if (written.trim()) {
          const read = toEngineSan(written, locale);
          if (!read) return t('add.badSan', { text: written.trim(), example });
          english = read;
        }
        return { type: 'claim', claim, ...(english ? { san: english } : {}), ...(by ? { by } : {}), ...(claim === 'quickplay-finish' ? { finding } : {}) };
      }
      case 'agreement':
        return { type: 'agreement' };
      case 'flag':
        return { type: 'flag', color: colour };
      case 'resign':
        return { type: 'resign', color: colour === 'black' ? 'black' : 'white' };
      case 'press-clock':
        return { type: 'press-clock', color: colour === 'black' ? 'black' : 'white', ...(unobserved ? { observed: false } : {}) };
      case 'clock': {
        const w = readTime(whiteTime);
        if (w === null) return t('setup.badTime', { text: whiteTime.trim() });
        const b = readTime(blackTime);
        if (b === null) return t('setup.badTime', { text: blackTime.trim() });
        return { type: 'clock', white: w, black: b };
      }
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const built = build();
    if (typeof built === 'string') {
      setError(built);
      return;
    }
    setError('');
    onAdd(built);
    setSan('');
    setWritten('');
  };

  // the player a kind of event usually concerns: who has the move presses the clock; who has just moved takes it back
  const choose = (k: Kind) => {
    setKind(k);
    setError('');
    if (k === 'press-clock') setColour(toMove);
    if (k === 'take-back') setColour(toMove === 'white' ? 'black' : 'white');
  };
  const field = (name: string) => `${id}-${name}`;
  const moveState = { san, setSan, from, setFrom, to, setTo };
  return (
    <form className={styles.editor} onSubmit={submit} aria-labelledby={field('title')} noValidate>
      <h3 id={field('title')}>{t('add.title')}</h3>
      <div className={styles.field}>
        <label htmlFor={field('kind')}>{t('add.kind')}</label>
        <select id={field('kind')} value={kind} onChange={(e) => choose(e.target.value as Kind)} data-testid="event-kind">
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`add.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'move' && (
        <>
          <MoveFields t={t} field={field} prefix="" label={t('add.san', { example })} hint={t('add.sanHint')} {...moveState}>
            <div className={styles.field}>
              <label htmlFor={field('promotion')}>{t('add.promotion')}</label>
              <select id={field('promotion')} value={promotion} onChange={(e) => setPromotion(e.target.value)}>
                <option value="">{t('add.noPromotion')}</option>
                {['q', 'r', 'b', 'n'].map((p) => (
                  <option key={p} value={p}>
                    {t(`glossary:piece.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          </MoveFields>
          <Check id={field('hands')} checked={twoHands} onChange={setTwoHands} label={t('add.hands')} />
          <Check id={field('completed')} checked={notCompleted} onChange={setNotCompleted} label={t('add.notCompleted')} />
          <Check id={field('observed')} checked={unobserved} onChange={setUnobserved} label={t('add.unobserved')} />
        </>
      )}
      {kind === 'take-back' && (
        <>
          <ColourField id={field('tb-colour')} t={t} colour={colour} onChange={setColour} />
          <MoveFields t={t} field={field} prefix="tb-" label={t('add.instead', { example })} hint={t('add.insteadHint')} {...moveState} />
        </>
      )}
      {(kind === 'touch' || kind === 'adjust') && (
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={field('square')}>{t('add.square')}</label>
            <input id={field('square')} value={square} onChange={(e) => setSquare(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
          </div>
          {kind === 'touch' && (
            <div className={styles.field}>
              <label htmlFor={field('with')}>{t('add.with')}</label>
              <input id={field('with')} value={withSquare} onChange={(e) => setWithSquare(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
            </div>
          )}
        </div>
      )}
      {kind === 'claim' && (
        <>
          <div className={styles.field}>
            <label htmlFor={field('claim')}>{t('add.claimKind')}</label>
            <select id={field('claim')} value={claim} onChange={(e) => setClaim(e.target.value as ClaimKind)}>
              {CLAIMS.map((c) => (
                <option key={c} value={c}>
                  {t(`add.claimKinds.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={field('written')}>{t('add.written')}</label>
            <input id={field('written')} value={written} onChange={(e) => setWritten(e.target.value)} autoComplete="off" spellCheck={false} />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('by')}>{t('add.by')}</label>
            <select id={field('by')} value={by} onChange={(e) => setBy(e.target.value as typeof by)}>
              <option value="">{t('add.byMover')}</option>
              <option value="white">{t('glossary:colourInSentence.w')}</option>
              <option value="black">{t('glossary:colourInSentence.b')}</option>
            </select>
          </div>
          {claim === 'quickplay-finish' && (
            <div className={styles.field}>
              <label htmlFor={field('finding')}>{t('add.finding')}</label>
              <select id={field('finding')} value={finding} onChange={(e) => setFinding(e.target.value as QuickplayFinding)}>
                {QUICKPLAY_FINDINGS.map((f) => (
                  <option key={f} value={f}>
                    {t(`add.findings.${f}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </>
      )}
      {(kind === 'flag' || kind === 'resign' || kind === 'press-clock') && (
        <>
          <ColourField id={field('colour')} t={t} colour={colour} onChange={setColour} both={kind === 'flag'} />
          {kind === 'press-clock' && <Check id={field('pc-observed')} checked={unobserved} onChange={setUnobserved} label={t('add.unobserved')} />}
        </>
      )}
      {kind === 'clock' && (
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={field('white-time')}>{t('add.whiteSeconds')}</label>
            <input id={field('white-time')} value={whiteTime} onChange={(e) => setWhiteTime(e.target.value)} size={6} inputMode="numeric" autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('black-time')}>{t('add.blackSeconds')}</label>
            <input id={field('black-time')} value={blackTime} onChange={(e) => setBlackTime(e.target.value)} size={6} inputMode="numeric" autoComplete="off" />
          </div>
        </div>
      )}
      {kind === 'agreement' && null}
      <p className={styles.error} role="alert">
        {error}
      </p>
      <button type="submit" className="button button-primary" data-testid="add-event">
        {t('add.submit')}
      </button>
    </form>
  );
}

/** A move by SAN (with its hint) or by its squares; `children` adds fields to the row of squares. */
function MoveFields({
  t,
  field,
  prefix,
  label,
  hint,
  san,
  setSan,
  from,
  setFrom,
  to,
  setTo,
  children,
}: {
  t: TFunction;
  field: (name: string) => string;
  prefix: string;
  label: string;
  hint: string;
  san: string;
  setSan: (v: string) => void;
  from: string;
  setFrom: (v: string) => void;
  to: string;
  setTo: (v: string) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={field(`${prefix}san`)}>{label}</label>
        <input id={field(`${prefix}san`)} value={san} onChange={(e) => setSan(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={field(`${prefix}san-hint`)} />
        <p id={field(`${prefix}san-hint`)} className={styles.hint}>
          {hint}
        </p>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={field(`${prefix}from`)}>{t('add.from')}</label>
          <input id={field(`${prefix}from`)} value={from} onChange={(e) => setFrom(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
        </div>
        <div className={styles.field}>
          <label htmlFor={field(`${prefix}to`)}>{t('add.to')}</label>
          <input id={field(`${prefix}to`)} value={to} onChange={(e) => setTo(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
        </div>
        {children}
      </div>
    </>
  );
}

/** Which player: White or Black, and for a flag also both. */
function ColourField({ id, t, colour, onChange, both }: { id: string; t: TFunction; colour: 'white' | 'black' | 'both'; onChange: (c: 'white' | 'black' | 'both') => void; both?: boolean }) {
  const colours = both ? (['white', 'black', 'both'] as const) : (['white', 'black'] as const);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('add.colour')}</label>
      <select id={id} value={!both && colour === 'both' ? 'white' : colour} onChange={(e) => onChange(e.target.value as typeof colour)} data-testid="event-colour">
        {colours.map((c) => (
          <option key={c} value={c}>
            {c === 'both' ? t('add.both') : t(`glossary:colourInSentence.${c === 'white' ? 'w' : 'b'}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({ id, checked, onChange, label }: { id: string; checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
