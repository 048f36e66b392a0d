import type { MDXComponents } from 'mdx/types';
import { ArbiterCaseMdx, ClaimBoardMdx, LiveBoardMdx, ScenarioBoardMdx, TouchMoveBoardMdx } from '@/components/board/mdx';

// Components that lessons may use in MDX without importing them (EditionSelect needs the page's strings: it is
// given by LessonSection).
const components: MDXComponents = {
  LiveBoard: LiveBoardMdx,
  TouchMoveBoard: TouchMoveBoardMdx,
  ClaimBoard: ClaimBoardMdx,
  ScenarioBoard: ScenarioBoardMdx,
  ArbiterCase: ArbiterCaseMdx,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
