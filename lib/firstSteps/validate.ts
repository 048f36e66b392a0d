// Checks the first-steps stages: the schema, unique ids, and every level's stored solution played through the rules
// engine within its move limit, each move typed in every language's letters (Appendix C: Cf3 in pt and gl) and read
// back by the board's reader, so what the page asks can be done, by mouse or by keyboard, in every language.
// Shared by the content test and `npm run first-steps:stats`.
import { currentEdition } from '@/lib/editions';
import { locales, type Locale } from '@/lib/languages';
import { checkMove } from '@/lib/rules';
import { readTypedMove } from '@/lib/board/moves';
import { writeSan } from '@/lib/chess/notation';
import { act, splitUci, startRun, type ScenarioRun } from '@/lib/scenarios/run';
import { MOVE_TOKEN } from '@/lib/scenarios/text';
import { levelScenario } from './level';
import { stageSchema, type Level, type Stage } from './schema';
import { starsFor, type Stars } from './stars';

export interface Played {
  outcome: ScenarioRun['outcome'];
  moves: number;
  stars: Stars | null;
  /** why the solution could not be played to its end */
  error?: string;
}

/** Plays a level's solution, moves typed in `locale`'s letters, and says how it ended. */
export function playSolution(stage: Stage, level: Level, locale: Locale): Played {
  const scenario = levelScenario(stage, level, locale, 'too many moves');
  let { run } = startRun(scenario, currentEdition);
  if (run.refusedReply) return { outcome: run.outcome, moves: 0, stars: null, error: `scripted reply ${run.refusedReply} is refused` };
  for (const [i, action] of level.solution.entries()) {
    let step = action;
    if ('move' in action) {
      const fen = run.state.ruling.fen;
      const { from, to, promotion } = splitUci(action.move);
      const legal = checkMove(fen, from, to, promotion, { edition: currentEdition });
      // A refused move is part of a solution only where the level asks for it (castling when it is not allowed).
      const wanted = !legal.ok && level.goal.some((p) => 'refusal' in p && p.refusal === legal.reason);
      if (!legal.ok && !wanted) return { outcome: run.outcome, moves: run.moves, stars: null, error: `move ${i + 1} (${action.move}) is refused: ${legal.reason}` };
      if (legal.ok) {
        const typed = writeSan(legal.san, locale);
        const read = readTypedMove(fen, typed, currentEdition, locale);
        if (!read.ok || read.from !== from || read.to !== to) return { outcome: run.outcome, moves: run.moves, stars: null, error: `move ${i + 1} typed "${typed}" is not read as ${action.move}` };
        step = { move: `${read.from}${read.to}${read.promotion ?? ''}` };
      }
    }
    if ('choose' in step) return { outcome: run.outcome, moves: run.moves, stars: null, error: 'a level has no choices' };
    const r = act(run, step);
    run = r.run;
    if (run.refusedReply) return { outcome: run.outcome, moves: run.moves, stars: null, error: `scripted reply ${run.refusedReply} is refused` };
    if (run.outcome !== 'playing' && i < level.solution.length - 1) return { outcome: run.outcome, moves: run.moves, stars: null, error: `ends (${run.outcome}) after action ${i + 1} of ${level.solution.length}` };
  }
  const stars = run.outcome === 'success' ? starsFor(level, { moves: run.moves, refusals: run.refusals, tries: 1 }) : null;
  return { outcome: run.outcome, moves: run.moves, stars };
}

/** Every stage read and checked; `problems` names the file and level of each. */
export function checkStages(files: { name: string; data: unknown }[]): { stages: Stage[]; problems: string[] } {
  const problems: string[] = [];
  const stages: Stage[] = [];
  const ids = new Set<string>();
  for (const { name, data } of files) {
    const parsed = stageSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(`${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      continue;
    }
    const stage = parsed.data;
    stages.push(stage);
    if (`${stage.id}.json` !== name.replace(/^.*\//, '')) problems.push(`${name}: the stage id "${stage.id}" is not the file's name`);
    for (const level of stage.levels) {
      const at = `${name} ${level.id}`;
      if (ids.has(level.id)) problems.push(`${at}: the level id is used twice`);
      ids.add(level.id);
      for (const locale of locales) {
        const own = level.text?.[locale];
        if ((own?.failures.length ?? 0) !== level.failures.length) problems.push(`${at}: ${locale} needs one failure text per failure (${level.failures.length})`);
        for (const text of [own?.goal, own?.success, ...(own?.failures ?? [])]) {
          if (text && /\b(?:[KQRBNDTC][a-h]?[1-8]?x?|[a-h]x)[a-h][1-8]\b|\b0-0\b|\bO-O\b/.test(text.replace(MOVE_TOKEN, ''))) problems.push(`${at}: ${locale} writes a move by hand (use {{move:SAN}}): "${text}"`);
        }
        try {
          const played = playSolution(stage, level, locale);
          if (played.error) problems.push(`${at} (${locale}): ${played.error}`);
          else if (played.outcome !== 'success') problems.push(`${at} (${locale}): the solution ends in ${played.outcome}`);
          else if (played.moves > level.limit) problems.push(`${at}: the solution takes ${played.moves} moves, over the limit of ${level.limit}`);
          else if (played.stars !== 3) problems.push(`${at}: the solution earns ${played.stars} stars, not 3 (par ${level.par ?? 'from the solution'})`);
        } catch (e) {
          problems.push(`${at} (${locale}): ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
  }
  return { stages, problems };
}
