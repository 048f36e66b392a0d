// A board question is an arbiter case: the engine rules on its last event in the edition shown, and the choices
// whose claims agree with that ruling are right (exactly one must be: the tests check it).
import type { Edition } from '@/lib/editions';
import { adjudicate } from '@/lib/rules/adjudicate';
import type { Case } from '@/lib/rules/types';
import { choiceAgrees } from '@/lib/scenarios/run';
import type { BoardQuestion } from './schema';

export function caseFor(q: BoardQuestion, edition: Edition): Case {
  return { edition, ...q.case };
}

/** The engine's ruling on the question's last event, the choices that agree with it, and the position before it. */
export function ruleBoardQuestion(q: BoardQuestion, edition: Edition) {
  const full = caseFor(q, edition);
  const ruling = adjudicate(full);
  const last = full.events!.length - 1;
  const entries = ruling.rulings.filter((e) => e.event === last);
  const correct = q.choices.filter((c) => choiceAgrees(c.claim, entries, ruling)).map((c) => c.id);
  const before = adjudicate({ ...full, events: full.events!.slice(0, -1) });
  return { ruling, entries, correct, fen: before.fen };
}
