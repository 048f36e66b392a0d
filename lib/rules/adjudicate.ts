/**
 * adjudicate(case) → ruling: what the Laws of the case's edition say about a sequence of events (the contract in
 * lib/rules/README.md). Pure: no I/O, no React, no Node-only APIs. The game's state is ./game.ts; each kind of event
 * is ruled in its own module of ./events/, and this file only sequences them.
 */
import { claim } from './events/claim';
import { flag } from './events/flag';
import { agreement, resign } from './events/gameEnd';
import { move } from './events/move';
import { pressClock } from './events/pressClock';
import { takeBack } from './events/takeBack';
import { touch } from './events/touch';
import { Game } from './game';
import type { Case, Ruling } from './types';
import { CaseError, normalizeCase } from './validate';

/**
 * Rules on a case. Throws CaseError (one clear line) for a case that cannot be read:
 * bad JSON structure, unknown edition, bad FEN, an illegal SAN, an event that makes no sense.
 */
export function adjudicate(input: Case | unknown): Ruling {
  const c = normalizeCase(input);
  const g = new Game(c);
  c.events.forEach((e, i) => {
    switch (e.type) {
      case 'move':
        move(g, i, e);
        break;
      case 'touch':
      case 'adjust':
        touch(g, i, e);
        break;
      case 'claim':
        claim(g, i, e);
        break;
      case 'flag':
        flag(g, i, e.color, e.finding);
        break;
      case 'press-clock':
        pressClock(g, i, e);
        break;
      case 'take-back':
        takeBack(g, i, e);
        break;
      case 'resign':
        resign(g, i, e.color);
        break;
      case 'agreement':
        agreement(g, i);
        break;
      case 'clock':
        g.clock = { white: e.white, black: e.black };
        break;
    }
  });
  return g.ruling();
}

/** Same as adjudicate, but returns the error message instead of throwing (for the UI). */
export function tryAdjudicate(input: unknown): { ok: true; ruling: Ruling } | { ok: false; error: string } {
  try {
    return { ok: true, ruling: adjudicate(input) };
  } catch (err) {
    if (err instanceof CaseError) return { ok: false, error: err.message };
    throw err;
  }
}

