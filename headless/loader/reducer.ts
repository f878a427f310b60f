/**
 * The infinite loader's state machine (widgets spec §4), pure: idle → fetching → idle | error |
 * done. A page appends only the ids not seen yet; a page with no new items (or the source's
 * end) means done; an error waits for a retry; a reset starts a new generation, so a page of
 * an older one is dropped. New ids are looked up in the list's id index (`listIndex.ts`), so
 * a page costs O(page), not O(list).
 */
import { LoaderChangeType } from './changeTypes';
import { appendUnseen } from './listIndex';
import type { Identified, LoaderAction, LoaderState } from './types';

/** The state a list starts in (and returns to on reset). */
export function initialLoaderState<T>(items: readonly T[] = [], generation = 0): LoaderState<T> {
  return { items, status: 'idle', error: undefined, generation };
}

export function loaderReducer<T extends Identified>(state: LoaderState<T>, action: LoaderAction<T>): LoaderState<T> {
  // An answer counts only for the fetch in progress of the current generation.
  if ('generation' in action && (action.generation !== state.generation || state.status !== 'fetching')) return state;
  switch (action.type) {
    case LoaderChangeType.FetchStart:
      return state.status === 'idle' ? { ...state, status: 'fetching', error: undefined } : state;
    case LoaderChangeType.FetchSuccess: {
      const items = appendUnseen(state.items, action.items);
      const status = items === state.items || action.done ? 'done' : 'idle';
      return { ...state, status, items };
    }
    case LoaderChangeType.FetchError:
      return { ...state, status: 'error', error: action.error };
    case LoaderChangeType.Retry:
      return state.status === 'error' ? { ...state, status: 'idle', error: undefined } : state;
    case LoaderChangeType.Reset:
      return initialLoaderState(action.items, state.generation + 1);
    default:
      return state;
  }
}
