'use client';

// The five calculators of /{locale}/ratings/ (the fifth, arbiter titles, in ./ArbiterTitleCalculator.tsx). Forms and line reading only: the calculators themselves
// (lib/ratings) load when the reader first asks for a result, so the page's first load carries none of them.
import { readNormLines, readRatedLines, type LineProblem } from '@/lib/ratings/lines';
import { ArbiterTitleCalculator } from './ArbiterTitleCalculator';
import { Calculator, Field, guarded, loadLib, text, optionalInt } from './CalculatorParts';
import { fill, formatNumber, signed, type RatingsStrings } from './format';

const EXAMPLES = {
  rated: '2301 ½\n1700 1',
  initial: '1650 1\n1720 ½\n1800 0\n1900 1\n1580 1',
  performance: '2400 1\n2350 ½\n2300 1\n2450 ½\n2380 1\n2420 ½\n2310 1\n2290 ½\n2500 ½',
  norm: 'GM 2511 ESP ½\nIM 2420 FRA 1\nFM 2350 POR ½\nIM 2405 ENG ½\n2280 ESP 1\nGM 2530 GER 0\nIM 2390 ESP 1\nFM 2310 POR 0\nWGM 2300 BRA',
};

function problemText(s: RatingsStrings, p: LineProblem): string {
  return fill(s.problem[p.code], p as unknown as Record<string, string | number>);
}

export function RatingsCalculators({ s, tag }: { s: RatingsStrings; tag: string }) {
  const c = s.calc;
  const playerRating = (f: FormData): number | null => {
    const v = text(f, 'rating');
    return /^\d+$/.test(v) && Number(v) >= 1400 && Number(v) <= 3000 ? Number(v) : null;
  };
  return (
    // The calculators start loading when the reader first reaches a form, so a result rarely waits for them.
    <div className="ratings-calculators" onFocusCapture={() => void loadLib()} onPointerDownCapture={() => void loadLib()}>
      <Calculator
        id="rating-change" s={s} tag={tag} state={null} title={c.ratingChange.title} intro={c.ratingChange.intro} submit={c.ratingChange.submit}
        onSubmit={async (f) => {
          const rating = playerRating(f);
          if (rating === null) return { kind: 'problem', text: s.problem.playerRating };
          const lines = readRatedLines(text(f, 'games'));
          if ('problem' in lines) return { kind: 'problem', text: problemText(s, lines.problem) };
          return guarded(s, (lib) => {
            const r = lib.ratingChange({
              rating, games: lines.games, list: text(f, 'list') as 'standard',
              age: optionalInt(f, 'age'), gamesRated: optionalInt(f, 'gamesRated'), k: optionalInt(f, 'k'),
              reached2400: f.get('reached2400') === 'on' ? true : undefined,
            });
            return { kind: 'ok', outcome: { summary: [
              { label: s.result.k, value: String(r.k) },
              { label: s.result.change, value: signed(r.change, tag) },
              { label: s.result.newRating, value: String(r.newRating) },
            ], working: r.working } };
          });
        }}
      >
        <Field id="rc-rating" label={c.ratingChange.rating}>
          <input id="rc-rating" name="rating" inputMode="numeric" autoComplete="off" defaultValue="2187" required />
        </Field>
        <Field id="rc-games" label={c.ratingChange.games} hint={s.gamesHint}>
          <textarea id="rc-games" name="games" rows={4} defaultValue={EXAMPLES.rated} aria-describedby="rc-games-hint" spellCheck={false} />
        </Field>
        <Field id="rc-list" label={s.lists.label}>
          <select id="rc-list" name="list" defaultValue="standard">
            <option value="standard">{s.lists.standard}</option>
            <option value="rapid">{s.lists.rapid}</option>
            <option value="blitz">{s.lists.blitz}</option>
          </select>
        </Field>
        <Field id="rc-age" label={c.ratingChange.age} hint={c.ratingChange.ageHint}>
          <input id="rc-age" name="age" type="number" min={1} max={120} inputMode="numeric" aria-describedby="rc-age-hint" />
        </Field>
        <Field id="rc-gamesRated" label={c.ratingChange.gamesRated} hint={c.ratingChange.gamesRatedHint}>
          <input id="rc-gamesRated" name="gamesRated" type="number" min={0} max={100000} inputMode="numeric" aria-describedby="rc-gamesRated-hint" />
        </Field>
        <Field id="rc-k" label={c.ratingChange.k}>
          <input id="rc-k" name="k" type="number" min={1} max={40} inputMode="numeric" />
        </Field>
        <div className="ratings-field ratings-check">
          <input id="rc-reached2400" name="reached2400" type="checkbox" />
          <label htmlFor="rc-reached2400">{c.ratingChange.reached2400}</label>
        </div>
      </Calculator>

      <Calculator
        id="initial-rating" s={s} tag={tag} state={null} title={c.initial.title} intro={c.initial.intro} submit={c.initial.submit}
        onSubmit={async (f) => {
          const lines = readRatedLines(text(f, 'games'));
          if ('problem' in lines) return { kind: 'problem', text: problemText(s, lines.problem) };
          return guarded(s, (lib) => {
            const r = lib.initialRating({ games: lines.games });
            return { kind: 'ok', outcome: {
              headline: r.rating === null ? { text: s.result.noRating, tone: 'no' } : undefined,
              summary: [
                ...(r.rating === null ? [] : [{ label: s.result.rating, value: String(r.rating) }]),
                ...(r.average === null ? [] : [{ label: s.result.average, value: formatNumber(r.average, tag) }]),
              ],
              working: r.working,
            } };
          });
        }}
      >
        <Field id="ir-games" label={c.initial.games} hint={s.gamesHint}>
          <textarea id="ir-games" name="games" rows={6} defaultValue={EXAMPLES.initial} aria-describedby="ir-games-hint" spellCheck={false} />
        </Field>
      </Calculator>

      <Calculator
        id="performance" s={s} tag={tag} state={null} title={c.performance.title} intro={c.performance.intro} submit={c.performance.submit}
        onSubmit={async (f) => {
          const lines = readRatedLines(text(f, 'games'));
          if ('problem' in lines) return { kind: 'problem', text: problemText(s, lines.problem) };
          return guarded(s, (lib) => {
            const r = lib.performance({ games: lines.games });
            return { kind: 'ok', outcome: { summary: [
              { label: s.result.performance, value: String(r.performance) },
              { label: s.result.average, value: String(r.average) },
            ], working: r.working } };
          });
        }}
      >
        <Field id="pf-games" label={c.performance.games} hint={s.gamesHint}>
          <textarea id="pf-games" name="games" rows={6} defaultValue={EXAMPLES.performance} aria-describedby="pf-games-hint" spellCheck={false} />
        </Field>
      </Calculator>

      <Calculator
        id="norm" s={s} tag={tag} state={null} title={c.norm.title} intro={c.norm.intro} submit={c.norm.submit}
        onSubmit={async (f) => {
          const federation = text(f, 'federation').toUpperCase();
          if (!/^[A-Z]{3}$/.test(federation)) return { kind: 'problem', text: s.problem.federation };
          const lines = readNormLines(text(f, 'games'));
          if ('problem' in lines) return { kind: 'problem', text: problemText(s, lines.problem) };
          if (lines.games.length < 9) return { kind: 'problem', text: fill(s.problem.normRounds, { rounds: lines.games.length }) };
          return guarded(s, (lib) => {
            const r = lib.normCheck({ title: text(f, 'title') as 'GM', rounds: lines.games.length, federation, games: lines.games });
            const score = (x: number | null) => (x === null ? '—' : lib.scoreText(x));
            return { kind: 'ok', outcome: {
              headline: r.norm === true ? { text: s.result.norm.yes, tone: 'yes' } : r.norm === false ? { text: s.result.norm.no, tone: 'no' } : { text: s.result.norm.open, tone: 'open' },
              summary: [
                { label: s.result.average, value: r.average === null ? '—' : String(r.average) },
                { label: s.result.scoreNeeded, value: score(r.scoreNeeded) },
                { label: s.result.score, value: score(r.score) },
                ...(r.gamesRemaining > 0 ? [{ label: s.result.neededFromRemaining, value: score(r.neededFromRemaining) }] : []),
                ...(r.performance === null ? [] : [{ label: s.result.performance, value: String(r.performance) }]),
              ],
              requirements: r.requirements,
              working: r.working,
            } };
          });
        }}
      >
        <Field id="nm-title" label={c.norm.normTitle}>
          <select id="nm-title" name="title" defaultValue="IM">
            {['GM', 'IM', 'WGM', 'WIM'].map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <Field id="nm-federation" label={c.norm.federation} hint={c.norm.federationHint}>
          <input id="nm-federation" name="federation" defaultValue="POR" autoComplete="off" maxLength={3} aria-describedby="nm-federation-hint" />
        </Field>
        <Field id="nm-games" label={c.norm.games} hint={c.norm.gamesHint}>
          <textarea id="nm-games" name="games" rows={10} defaultValue={EXAMPLES.norm} aria-describedby="nm-games-hint" spellCheck={false} />
        </Field>
      </Calculator>

      <ArbiterTitleCalculator s={s} tag={tag} />
    </div>
  );
}
