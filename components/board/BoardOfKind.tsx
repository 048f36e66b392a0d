'use client';

import type { BoardSpec } from './boardSpec';
import { LiveBoard } from './LiveBoard';
import { TouchMoveBoard } from './TouchMoveBoard';
import { ClaimBoard } from './ClaimBoard';
import { ScenarioBoard } from './ScenarioBoard';
import { ArbiterCase } from './ArbiterCase';

// The code of every kind of lesson board, in one chunk that a page loads when its first board comes to life.
export default function BoardOfKind({ spec }: { spec: BoardSpec }) {
  switch (spec.kind) {
    case 'live':
      return <LiveBoard id={spec.id} title={spec.title} fen={spec.fen} orientation={spec.orientation} />;
    case 'touch':
      return <TouchMoveBoard id={spec.id} title={spec.title} fen={spec.fen} />;
    case 'claim':
      return <ClaimBoard id={spec.id} title={spec.title} fen={spec.fen} moves={spec.moves} white={spec.white} black={spec.black} />;
    case 'scenario':
      return <ScenarioBoard id={spec.id} scenario={spec.scenario} initialFen={spec.initialFen} />;
    case 'arbiter':
      return <ArbiterCase id={spec.id} scenario={spec.scenario} initialFen={spec.initialFen} />;
  }
}
