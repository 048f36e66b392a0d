// Resignation (2023 5.1.2: a draw when the opponent cannot checkmate) and a draw agreed (2018/2023 5.2.3).
import { BLACK, WHITE } from '../movegen';
import { canCheckmate } from '../deadPosition';
import { Game, colorIndex, winFor } from '../game';
import { other } from '../penalties';
import type { ColorName } from '../types';

export function resign(g: Game, i: number, c: ColorName): void {
  if (g.over) {
    g.alreadyOver(i);
    return;
  }
  const articles = [g.rules.art.resignation];
  if (g.rules.resignDrawIfCannotMate && !canCheckmate(g.board, colorIndex(other(c)))) {
    g.end('1/2-1/2', 'resignation', articles);
    g.rule({ event: i, decision: 'resignation-draw', articles });
    return;
  }
  g.end(winFor(other(c)), 'resignation', articles);
  g.rule({ event: i, decision: 'resignation', articles });
}

export function agreement(g: Game, i: number): void {
  if (g.over) {
    g.alreadyOver(i);
    return;
  }
  const articles = [g.rules.art.agreement];
  if (g.rules.agreementNeedsMoves && !(g.moved[WHITE] && g.moved[BLACK])) {
    g.rule({ event: i, decision: 'agreement-invalid', articles, note: 'both players must have made at least one move' });
    return;
  }
  g.end('1/2-1/2', 'agreement', articles);
  g.rule({ event: i, decision: 'agreement', articles });
}
