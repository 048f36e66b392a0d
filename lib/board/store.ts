// A board's state in one place, outside React: `dispatch` runs the reducer at once and returns the new state, so a
// drag can be told on the spot whether the piece stays where it was dropped. The view subscribes to it.
import { boardReducer } from './reducer';
import type { BoardAction, BoardState } from './model';

export interface BoardStore {
  get: () => BoardState;
  dispatch: (a: BoardAction) => BoardState;
  subscribe: (listener: () => void) => () => void;
}

export function createBoardStore(initial: BoardState): BoardStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(a) {
      const next = boardReducer(state, a);
      if (next !== state) {
        state = next;
        listeners.forEach((l) => l());
      }
      return state;
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
