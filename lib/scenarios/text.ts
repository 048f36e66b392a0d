// An exercise's texts in the reader's language. Moves in them are stored language-neutrally, as {{move:Nf3}} with the
// engine's SAN, and written here in the reader's letters (Cf3 in pt/gl), so no hand-written move can drift from the
// board or be written in the wrong letters.
import { writeSan } from '@/lib/chess/notation';
import type { Locale } from '@/lib/languages';
import type { LocalScenario, Scenario, ScenarioText } from './types';

export const MOVE_TOKEN = /\{\{move:([^}]+)\}\}/g;

export const renderMoves = (text: string, locale: Locale): string => text.replace(MOVE_TOKEN, (_, san: string) => writeSan(san, locale));

/** An exercise with its texts in one language: what a page sends, so it never carries the other two. */
export function forLocale(scenario: Scenario | LocalScenario, locale: Locale): LocalScenario {
  const text = scenario.text[locale];
  if (!text) throw new Error(`exercise ${scenario.id} has no ${locale} texts`);
  return { ...scenario, text: { [locale]: text } };
}

export function scenarioText(scenario: LocalScenario, locale: Locale): ScenarioText {
  const t = scenario.text[locale];
  if (!t) throw new Error(`exercise ${scenario.id} was sent without its ${locale} texts`);
  const r = (s: string) => renderMoves(s, locale);
  return {
    title: r(t.title),
    task: r(t.task),
    hints: t.hints.map(r),
    success: r(t.success),
    failures: t.failures.map(r),
    ...(t.choices ? { choices: Object.fromEntries(Object.entries(t.choices).map(([k, v]) => [k, r(v)])) } : {}),
  };
}
