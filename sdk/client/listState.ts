/**
 * The fetching state of one list, pure:
 * idle → fetching → idle | error | done; an error waits for a retry, which clears it; a reset
 * starts a new generation, so an answer for an older one is dropped. The list store
 * (`paginator.ts`) runs it; headless exposes it as the loader's `stateReducer` vocabulary.
 */

import type { StateReducer } from './runReducer';

/** `idle` (nothing in flight), `fetching`, `error` (until a retry), `done` (nothing more to fetch). */
export type ListStatus = 'idle' | 'fetching' | 'error' | 'done';

/** A list's fetch state: its items, where the next page starts, and how the last fetch went. */
export interface ListState<T> {
  /** Every item so far, unique by id, in arrival order. */
  items: readonly T[];
  status: ListStatus;
  /** What the last fetch threw; set only in the `error` status. */
  error: unknown;
  /** Increments on every reset; an answer fetched for an older generation is dropped. */
  generation: number;
}

/** The named changes, as `stateReducer` and `onStateChange` see them. */
export enum ListChangeType {
  /** A page is being fetched. */
  FetchStart = '__loader_fetch_start__',
  /** A page arrived: its new items are appended; none (or the source's end) → done. */
  FetchSuccess = '__loader_fetch_success__',
  /** A fetch failed: the error is kept until a retry. */
  FetchError = '__loader_fetch_error__',
  /** A retry: the error is cleared and fetching may start again. */
  Retry = '__loader_retry__',
  /** A new query or an explicit reset: the list starts over. */
  Reset = '__loader_reset__',
}

/** What happened to a list (a fetch started, a page arrived, a fetch failed, a reset): the reducer's input. */
export type ListAction<T> =
  | { type: ListChangeType.FetchStart }
  /** `items`: the page's items whose ids the list does not hold yet (the store drops the others). */
  | { type: ListChangeType.FetchSuccess; generation: number; items: readonly T[]; done: boolean }
  | { type: ListChangeType.FetchError; generation: number; error: unknown }
  | { type: ListChangeType.Retry }
  | { type: ListChangeType.Reset; items: readonly T[] };

/**
 * Rewrites a change before it applies: return `changes`, or your own state.
 * @deprecated Use `StateReducer<ListState<T>, ListAction<T>>`: the one reducer type of every state. Removed in
 * 0.5.0 at the earliest.
 */
export type ListStateReducer<T> = StateReducer<ListState<T>, ListAction<T>>;

/** The state a list starts in (and returns to on reset). */
export function initialListState<T>(items: readonly T[] = [], generation = 0): ListState<T> {
  return { items, status: 'idle', error: undefined, generation };
}

/** The list's one reducer: the next state for an action (what the list store and the headless loader run). */
export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  // An answer counts only for the fetch in progress of the current generation.
  if ('generation' in action && (action.generation !== state.generation || state.status !== 'fetching')) return state;
  switch (action.type) {
    case ListChangeType.FetchStart:
      return state.status === 'idle' ? { ...state, status: 'fetching', error: undefined } : state;
    case ListChangeType.FetchSuccess: {
      const fresh = action.items;
      const status = !fresh.length || action.done ? 'done' : 'idle';
      return { ...state, status, items: fresh.length ? state.items.concat(fresh) : state.items };
    }
    case ListChangeType.FetchError:
      return { ...state, status: 'error', error: action.error };
    case ListChangeType.Retry:
      return state.status === 'error' ? { ...state, status: 'idle', error: undefined } : state;
    case ListChangeType.Reset:
      return initialListState(action.items, state.generation + 1);
    default:
      return state;
  }
}
