'use client';

import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
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
export function EventEditor({ t, locale, onAdd }: { t: TFunction; locale: Locale; onAdd: (e: CaseEvent) => void }) {
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

  const build = (): CaseEvent | string => {
    const sq = (text: string) => (SQUARE.test(text.trim().toLowerCase()) ? text.trim().toLowerCase() : null);
    switch (kind) {
      case 'move': {
        const flags = { ...(twoHands ? { hands: 2 as const } : {}), ...(notCompleted ? { completed: false } : {}), ...(unobserved ? { observed: false } : {}) };
        if (san.trim()) {
          const english = toEngineSan(san, locale);
          if (!english) return t('add.badSan', { text: san.trim(), example });
          return { type: 'move', san: english, ...flags };
        }
        if (!from.trim() && !to.trim()) return t('add.needMove');
        const f = sq(from);
        if (!f) return t('add.badSquare', { text: from.trim() });
        const tt = sq(to);
        if (!tt) return t('add.badSquare', { text: to.trim() });
        return { type: 'move', from: f, to: tt, ...(promotion ? { promotion } : {}), ...flags };
      }
      case 'take-back': {
        const who = colour === 'black' ? 'black' : 'white';
        if (san.trim()) {
          const english = toEngineSan(san, locale);
          if (!english) return t('add.badSan', { text: san.trim(), example });
          return { type: 'take-back', color: who, san: english };
        }
        if (!from.trim() && !to.trim()) return { type: 'take-back', color: who };
        const f = sq(from);
        if (!f) return t('add.badSquare', { text: from.trim() });
        const tt = sq(to);
        if (!tt) return t('add.badSquare', { text: to.trim() });
        return { type: 'take-back', color: who, from: f, to: tt };
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

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className={styles.editor} onSubmit={submit} aria-labelledby={field('title')} noValidate>
      <h3 id={field('title')}>{t('add.title')}</h3>
      <div className={styles.field}>
        <label htmlFor={field('kind')}>{t('add.kind')}</label>
        <select id={field('kind')} value={kind} onChange={(e) => (setKind(e.target.value as Kind), setError(''))} data-testid="event-kind">
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`add.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'move' && (
        <>
          <div className={styles.field}>
            <label htmlFor={field('san')}>{t('add.san', { example })}</label>
            <input id={field('san')} value={san} onChange={(e) => setSan(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={field('san-hint')} />
            <p id={field('san-hint')} className={styles.hint}>
              {t('add.sanHint')}
            </p>
          </div>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={field('from')}>{t('add.from')}</label>
              <input id={field('from')} value={from} onChange={(e) => setFrom(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('to')}>{t('add.to')}</label>
              <input id={field('to')} value={to} onChange={(e) => setTo(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
            </div>
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
          </div>
          <Check id={field('hands')} checked={twoHands} onChange={setTwoHands} label={t('add.hands')} />
          <Check id={field('completed')} checked={notCompleted} onChange={setNotCompleted} label={t('add.notCompleted')} />
          <Check id={field('observed')} checked={unobserved} onChange={setUnobserved} label={t('add.unobserved')} />
        </>
      )}
      {kind === 'take-back' && (
        <>
          <ColourField id={field('tb-colour')} t={t} colour={colour} onChange={setColour} />
          <div className={styles.field}>
            <label htmlFor={field('tb-san')}>{t('add.instead', { example })}</label>
            <input id={field('tb-san')} value={san} onChange={(e) => setSan(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={field('tb-hint')} />
            <p id={field('tb-hint')} className={styles.hint}>
              {t('add.insteadHint')}
            </p>
          </div>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={field('tb-from')}>{t('add.from')}</label>
              <input id={field('tb-from')} value={from} onChange={(e) => setFrom(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('tb-to')}>{t('add.to')}</label>
              <input id={field('tb-to')} value={to} onChange={(e) => setTo(e.target.value)} size={3} autoComplete="off" spellCheck={false} />
            </div>
          </div>
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
