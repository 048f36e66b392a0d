// A lesson on paper. Every board of a lesson gets, beside its island, a sheet that only print shows: the board as a
// diagram (the exam paper's Diagram, from the position the board starts from), its caption, and what to try, in
// the reader's letters. It is in the prerendered HTML, so printing never waits for a board's code. Arbiter cases
// list their rulings by letter; the right one (the engine's ruling in the page's edition) goes to the answer key at
// the end of the printout (LessonAnswerKey).
import { Children, isValidElement, type ComponentType, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { MDXProps } from 'mdx/types';
import { PrintSheet, type PrintSheetProps } from './PrintSheet';
import { formatTime } from '@/components/board/announce';
import { ArbiterCaseMdx, ClaimBoardMdx, LiveBoardMdx, ScenarioBoardMdx, TouchMoveBoardMdx } from '@/components/board/mdx';
import { START_FEN, turnOf } from '@/lib/chess/fen';
import { writeSan } from '@/lib/chess/notation';
import type { Edition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { checkMove } from '@/lib/rules';
import { findScenario } from '@/lib/scenarios/registry';
import { judge, scenarioEdition, scenarioPosition, splitUci } from '@/lib/scenarios/run';
import { renderMoves, scenarioText } from '@/lib/scenarios/text';
import type { Scenario } from '@/lib/scenarios/types';

export const LETTERS = 'ABCDEFGH';

interface Ctx {
  locale: Locale;
  edition: Edition;
  t: TFunction;
}

/** Moves given in coordinates, replayed from `fen`, written as on a scoresheet ("1. Cf3 Cf6 2. Cg1") in the reader's letters. */
export function movesInWords(fen: string, ucis: readonly string[], edition: Edition, locale: Locale): { text: string; fen: string } {
  const [, side = 'w', , , , full = '1'] = fen.split(' ');
  let ply = side === 'b' ? 1 : 0;
  let position = fen;
  const words: string[] = [];
  for (const uci of ucis) {
    const { from, to, promotion } = splitUci(uci);
    const r = checkMove(position, from, to, promotion, { edition });
    if (!r.ok) break;
    const n = Number(full) + Math.floor(ply / 2);
    if (ply % 2 === 0) words.push(`${n}.`);
    else if (words.length === 0) words.push(`${n}…`);
    words.push(writeSan(r.san, locale));
    position = r.fen;
    ply++;
  }
  return { text: words.join(' '), fen: position };
}

/** The printed sheet of a board: whose move it is first, then the notes. */
function Sheet({ title, fen, orientation, t, notes = [], ...rest }: Omit<PrintSheetProps, 'notes'> & { t: TFunction; notes?: (string | false | undefined)[] }) {
  return <PrintSheet title={title} fen={fen} orientation={orientation} notes={[t(`coach:print.toMove.${turnOf(fen)}`), ...notes.filter((n): n is string => !!n)]} {...rest} />;
}

function scenarioSheet(scenario: Scenario, { locale, edition, t }: Ctx) {
  const ed = scenarioEdition(scenario, edition);
  const text = scenarioText(scenario, locale);
  const fen = scenarioPosition(scenario, ed);
  const prelude = scenario.prelude.length > 0 && `${t('coach:print.played')} ${movesInWords(scenario.start, scenario.prelude, ed, locale).text}`;
  const clock = scenario.clock && t('coach:print.clocks', { white: formatTime(scenario.clock.white), black: formatTime(scenario.clock.black) });
  if (scenario.kind === 'arbiter') {
    const rulings = { question: t('coach:print.rulings'), choices: (scenario.choices ?? []).map((c) => text.choices?.[c.id] ?? c.id) };
    return <Sheet title={text.title} fen={fen} t={t} notes={[prelude, text.task, clock]} rulings={rulings} />;
  }
  const task = `${text.task} ${t(`board:scenario.youPlay.${scenario.learner === 'white' ? 'w' : 'b'}`)}`;
  return <Sheet title={text.title} fen={fen} orientation={scenario.learner} t={t} notes={[prelude, task, clock]} hints={`${t('coach:print.hints')} ${text.hints.join(' ')}`} />;
}

const scenarioNamed = (id: string): Scenario => {
  const s = findScenario(id);
  if (!s) throw new Error(`No scenario "${id}" in content/scenarios`);
  return s;
};

/** The board components of a lesson's MDX, each with its printed sheet. */
export function printableBoards(ctx: Ctx) {
  const { locale, edition, t } = ctx;
  return {
    LiveBoard: (p: ComponentProps<typeof LiveBoardMdx>) => (
      <>
        <LiveBoardMdx {...p} />
        <Sheet title={renderMoves(p.title, locale)} fen={p.fen ?? START_FEN} orientation={p.orientation} t={t} />
      </>
    ),
    TouchMoveBoard: (p: ComponentProps<typeof TouchMoveBoardMdx>) => (
      <>
        <TouchMoveBoardMdx {...p} />
        <Sheet title={renderMoves(p.title, locale)} fen={p.fen ?? START_FEN} t={t} />
      </>
    ),
    ClaimBoard: (p: ComponentProps<typeof ClaimBoardMdx>) => {
      const start = p.fen ?? START_FEN;
      const played = movesInWords(start, (p.moves ?? '').split(/[\s,]+/).filter(Boolean), edition, locale);
      return (
        <>
          <ClaimBoardMdx {...p} />
          <Sheet
            title={renderMoves(p.title, locale)}
            fen={played.fen}
            t={t}
            notes={[played.text && `${t('coach:print.played')} ${played.text}`, t('coach:print.clocks', { white: formatTime(p.white ?? 300), black: formatTime(p.black ?? 300) })]}
          />
        </>
      );
    },
    ScenarioBoard: (p: ComponentProps<typeof ScenarioBoardMdx>) => (
      <>
        <ScenarioBoardMdx {...p} locale={locale} />
        {scenarioSheet(scenarioNamed(p.scenario), ctx)}
      </>
    ),
    ArbiterCase: (p: ComponentProps<typeof ArbiterCaseMdx>) => (
      <>
        <ArbiterCaseMdx {...p} locale={locale} />
        {scenarioSheet(scenarioNamed(p.scenario), ctx)}
      </>
    ),
  };
}

type ComponentProps<C> = C extends (props: infer P) => unknown ? P : never;

export interface CaseAnswer {
  title: string;
  letter: string;
  answer: string;
}

/**
 * The arbiter cases a lesson shows in an edition, in order, with the engine's ruling: found by reading the lesson's
 * element tree (MDX content is a plain function of its components), keeping only prose shown in that edition.
 */
export function lessonCases(
  Content: ComponentType<MDXProps>,
  ctx: Ctx,
  /** the page's MDX components (every one the lesson uses must be there), with its InEditions */
  components: Record<string, unknown> & { InEditions: ComponentType<{ from?: string; to?: string; children: ReactNode }> },
): CaseAnswer[] {
  const { InEditions } = components;
  const found: Scenario[] = [];
  // stands for a case's board while the tree is read: its props name the scenario
  const Marker: ComponentType<{ scenario: string }> = () => null;
  const walk = (node: ReactNode): void => {
    Children.forEach(node, (child) => {
      if (!isValidElement<{ children?: ReactNode; scenario?: string; from?: string; to?: string }>(child)) return;
      const { props } = child;
      if (child.type === Marker && props.scenario) {
        const s = scenarioNamed(props.scenario);
        if (s.kind === 'arbiter') found.push(s);
        return;
      }
      // prose of other editions is left out, as on the page
      if (child.type === InEditions) walk((InEditions as (p: { from?: string; to?: string; children: ReactNode }) => ReactNode)({ ...props, children: props.children }));
      else walk(props.children);
    });
  };
  const render = Content as unknown as (p: MDXProps) => ReactNode;
  walk(render({ components: { ...(components as MDXProps['components']), ArbiterCase: Marker, ScenarioBoard: Marker } }));
  return found.map((s) => {
    const ed = scenarioEdition(s, ctx.edition);
    const text = scenarioText(s, ctx.locale);
    const right = judge(s, ed).correct[0];
    const i = (s.choices ?? []).findIndex((c) => c.id === right);
    return { title: text.title, letter: LETTERS[i] ?? '?', answer: (right && text.choices?.[right]) ?? '' };
  });
}
