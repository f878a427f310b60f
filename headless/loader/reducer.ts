/**
 * The infinite loader's state machine (widgets spec §4), pure: idle → fetching → idle | error |
 * done. A page appends only the ids not seen yet; a page with no new items (or the source's
 * end) means done; an error waits for a retry; a reset starts a new generation, so a page of
 * an older one is dropped.
 */
import { LoaderChangeType } from './changeTypes';
import type { Identified, LoaderAction, LoaderState } from './types';

/** The state a list starts in (and returns to on reset). */
export function initialLoaderState<T>(items: readonly T[] = [], generation = 0): LoaderState<T> {
  return { items, status: 'idle', error: undefined, generation };
}

/** The items of `incoming` whose id is neither in `known` nor earlier in `incoming`. */
export function unseen<T extends Identified>(known: readonly T[], incoming: readonly T[]): T[] {
  const ids = new Set(known.map((item) => item.id));
  return incoming.filter((item) => !ids.has(item.id) && !!ids.add(item.id));
}

export function loaderReducer<T extends Identified>(state: LoaderState<T>, action: LoaderAction<T>): LoaderState<T> {
  switch (action.type) {
    case LoaderChangeType.FetchStart:
      return state.status === 'idle' ? { ...state, status: 'fetching', error: undefined } : state;
    case LoaderChangeType.FetchSuccess: {
      if (action.generation !== state.generation || state.status !== 'fetching') return state;
      const fresh = unseen(state.items, action.items);
      const status = fresh.length === 0 || action.done ? 'done' : 'idle';
      return { ...state, status, items: fresh.length ? [...state.items, ...fresh] : state.items };
    }
    case LoaderChangeType.FetchError:
      if (action.generation !== state.generation || state.status !== 'fetching') return state;
      return { ...state, status: 'error', error: action.error };
    case LoaderChangeType.Retry:
      return state.status === 'error' ? { ...state, status: 'idle', error: undefined } : state;
    case LoaderChangeType.Reset:
      return initialLoaderState(action.items, state.generation + 1);
    default:
      return state;
  }
}
