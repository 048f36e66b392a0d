import type { MDXComponents } from 'mdx/types';
import { LiveBoard } from '@/components/board/LiveBoard';
import { TouchMoveBoard } from '@/components/board/TouchMoveBoard';
import { ClaimBoard } from '@/components/board/ClaimBoard';
import { EditionSelect } from '@/components/board/EditionSelect';
import { ArbiterCaseMdx, ScenarioBoardMdx } from '@/components/board/mdx';

// Components that lessons may use in MDX without importing them.
const components: MDXComponents = {
  LiveBoard,
  TouchMoveBoard,
  ClaimBoard,
  EditionSelect,
  ScenarioBoard: ScenarioBoardMdx,
  ArbiterCase: ArbiterCaseMdx,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
