import type { TFunction } from 'i18next';
import type { Edition } from '@/lib/rules';
import type { ScenarioRules as Scenario, ScenarioText } from '@/lib/scenarios/types';

/** An exercise's task, the side the learner plays and the edition it is ruled by. */
export function ScenarioBrief({ t, scenario, texts, edition }: { t: TFunction; scenario: Scenario; texts: ScenarioText; edition: Edition }) {
  return (
    <div className="scenario-brief">
      <p>{texts.task}</p>
      <p className="scenario-meta">
        {t(`scenario.youPlay.${scenario.learner === 'white' ? 'w' : 'b'}`)} {t('scenario.edition', { year: edition })}
      </p>
    </div>
  );
}

/** The hints asked for, a script with no reply left, and how the exercise ended. */
export function ScenarioStatus({ t, texts, hints, stuck, outcome }: { t: TFunction; texts: ScenarioText | null; hints: number; stuck: boolean; outcome: 'playing' | 'success' | 'failure' }) {
  return (
    <>
      {texts && hints > 0 && (
        <ol className="scenario-hints">
          {texts.hints.slice(0, hints).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
      )}
      {stuck && <p className="scenario-meta">{t('scenario.stuck')}</p>}
      {outcome !== 'playing' && (
        <p className={`scenario-outcome scenario-${outcome}`} data-testid="outcome">
          {t(`scenario.status.${outcome}`)}
        </p>
      )}
    </>
  );
}
