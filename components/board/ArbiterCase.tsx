'use client';

import { useCallback, useId, useMemo, useState } from 'react';
import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';
import { scenarioText } from '@/lib/scenarios/text';
import type { LocalScenario as Scenario } from '@/lib/scenarios/types';
import type { Edition } from '@/lib/rules/types';
import { useEngine } from './useEngine';
import { useBoardEdition } from './EditionContext';
import { BoardSurface } from './BoardSurface';
import { Announcer, useAnnouncer } from './Announcer';
import { describeEntries, formatTime } from './announce';
import { BoardTools, useProjector, type CoachProps } from './BoardTools';
import { writeBoardLink } from '@/lib/board/linkQuery';
import { caseLabHref, exerciseCase } from '@/lib/cases/linkQuery';
import { START_FEN } from '@/lib/chess/fen';

// An arbiter's exercise: a position, the clocks and what happened, in words and on the board. The learner chooses a
// ruling; the engine's ruling on the same case decides right or wrong and explains, citing the edition's articles.
export function ArbiterCase({
  id,
  scenario,
  initialFen,
  projector: projectorAtFirst,
  onProjector,
  shareable = true,
}: CoachProps & {
  id: string;
  scenario: Scenario;
  initialFen?: string;
}) {
  const t = useT('board');
  const locale = useLocale();
  const text = scenarioText(scenario, locale);
  const { edition } = useBoardEdition();
  const { engine, load } = useEngine();
  const domId = `board-${id}`;
  const legendId = useId();
  const { message, say } = useAnnouncer();
  const [choice, setChoice] = useState<string | null>(null);
  const [answer, setVerdict] = useState<{ right: boolean; edition: Edition; explanation: string } | null>(null);
  const ed: Edition = scenario.editions.includes(edition) ? edition : scenario.editions[scenario.editions.length - 1]!;
  const fen = useMemo(() => (engine ? engine.scenarioPosition(scenario, ed) : (initialFen ?? scenario.start)), [ed, engine, initialFen, scenario]);
  // A new edition asks the question again.
  const verdict = answer && answer.edition === ed ? answer : null;
  const projector = useProjector(projectorAtFirst, onProjector);
  const share = shareable ? { kind: 'case' as const, title: text.title, query: writeBoardLink({ edition: ed, fen: START_FEN, moves: [], scenario: scenario.id, projector: projector.on }) } : undefined;

  const submit = useCallback(async () => {
    if (!choice) {
      say(t('arbiter.choose'), true);
      return;
    }
    const E = engine ?? (await load());
    const { entries, correct } = E.judge(scenario, ed);
    const before = E.scenarioPosition(scenario, ed);
    const ruling = E.judge(scenario, ed).state.ruling;
    const explanation = describeEntries(t, entries, ruling, ed, before);
    const right = correct.includes(choice);
    setVerdict({ right, edition: ed, explanation });
    say([t(right ? 'arbiter.right' : 'arbiter.wrong'), right ? text.success : (text.failures[0] ?? ''), t('arbiter.engine', { text: explanation })].join(' '), !right);
  }, [choice, ed, engine, load, say, scenario, t, text]);

  return (
    <figure className={`live-board arbiter-case ${projector.className}`} onKeyDown={projector.onKeyDown} data-board={id} data-edition={ed} data-outcome={verdict ? (verdict.right ? 'success' : 'failure') : 'playing'}>
      <figcaption className="live-board-title">{text.title}</figcaption>
      <BoardTools projector={projector} share={share} />
      <div className="scenario-brief">
        <p className="move-list-title">{t('arbiter.happened')}</p>
        <p>{text.task}</p>
        {scenario.clock && (
          <p className="scenario-meta">
            {t('arbiter.clocks', { white: formatTime(scenario.clock.white), black: formatTime(scenario.clock.black) })}{' '}
            {t('scenario.edition', { year: ed })}
          </p>
        )}
      </div>
      <div className="live-board-layout">
        <div className="live-board-main">
          <BoardSurface
            domId={domId}
            label={t('label', { title: text.title })}
            fen={fen}
            orientation="white"
            selected={null}
            targets={[]}
            arrow={lastMoveEvent(scenario)}
            interactive={false}
            onActivate={() => undefined}
            onDrop={() => false}
            onWake={() => void load()}
            help={t('explore')}
          />
        </div>
        <div className="live-board-side">
          <fieldset className="arbiter-choices" aria-describedby={legendId}>
            <legend id={legendId}>{t('arbiter.question')}</legend>
            {(scenario.choices ?? []).map((c) => (
              <label key={c.id}>
                <input
                  type="radio"
                  name={`${domId}-ruling`}
                  value={c.id}
                  checked={choice === c.id}
                  onChange={() => {
                    setChoice(c.id);
                    setVerdict(null);
                  }}
                />
                <span>{text.choices?.[c.id] ?? c.id}</span>
              </label>
            ))}
          </fieldset>
          <div className="live-board-controls">
            <button type="button" className="button button-primary" onClick={() => void submit()}>
              {t('arbiter.submit')}
            </button>
          </div>
          <Announcer message={message} />
          {verdict && (
            <p className={`scenario-outcome scenario-${verdict.right ? 'success' : 'failure'}`} data-testid="outcome">
              {t(verdict.right ? 'scenario.status.success' : 'scenario.status.failure')}
            </p>
          )}
          <p>
            <a href={caseLabHref(locale, exerciseCase(scenario))}>{t('arbiter.openInLab')}</a>
          </p>
          <details className="scenario-hints-details">
            <summary>{t('scenario.hint')}</summary>
            <ul className="scenario-hints">
              {text.hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </details>
        </div>
      </div>
    </figure>
  );
}

/** The move the case is about, when its last event is a move given by squares. */
function lastMoveEvent(scenario: Scenario): { from: string; to: string } | undefined {
  const e = scenario.events?.at(-1);
  return e?.type === 'move' && e.from && e.to ? { from: e.from, to: e.to } : undefined;
}
