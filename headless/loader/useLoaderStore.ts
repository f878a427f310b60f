/**
 * The loader's state store (STYLE.md R5): the pure reducer behind `stateReducer`, controlled
 * `items` merged over the internal list, `onStateChange`/`onItemsChange` after every change,
 * and the reset by query identity, applied during render so no frame shows the old list.
 * The state lives in a ref so async fetch callbacks always read the latest one.
 */
import { useCallback, useReducer, useRef } from 'react';
import { LoaderChangeType } from './changeTypes';
import { initialLoaderState, loaderReducer } from './reducer';
import type { Identified, InfiniteLoaderOptions, LoaderAction, LoaderState, LoaderStateReducer } from './types';

const sameKey = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

const sameState = <T>(a: LoaderState<T>, b: LoaderState<T>) =>
  a.items === b.items && a.status === b.status && a.error === b.error && a.generation === b.generation;

function reduce<T extends Identified>(
  state: LoaderState<T>,
  action: LoaderAction<T>,
  stateReducer: LoaderStateReducer<T> | undefined,
): LoaderState<T> {
  const changes = loaderReducer(state, action);
  return stateReducer?.(state, { ...action, changes }) ?? changes;
}

/** Items the source already holds (a cached query); none for a fetch function. */
export const snapshotOf = <T extends Identified>(source: InfiniteLoaderOptions<T>['source']): readonly T[] =>
  typeof source === 'function' ? [] : (source.snapshot?.() ?? []);

export interface LoaderStore<T> {
  /** The state to render (controlled items applied). */
  state: LoaderState<T>;
  /** The latest state, for async callbacks (controlled items applied). */
  current: () => LoaderState<T>;
  dispatch: (action: LoaderAction<T>) => void;
}

/** `key` is the query identity: when it changes the list resets (a new generation). */
export function useLoaderStore<T extends Identified>(options: InfiniteLoaderOptions<T>, key: unknown): LoaderStore<T> {
  const latest = useRef(options);
  latest.current = options;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const box = useRef<{ state: LoaderState<T>; key: unknown } | null>(null);
  const apply = (state: LoaderState<T>, action: LoaderAction<T>) => reduce(state, action, latest.current.stateReducer);
  if (box.current === null) {
    const items = options.items ?? options.initialItems ?? snapshotOf(options.source);
    box.current = { state: initialLoaderState(items), key };
  } else if (!sameKey(box.current.key, key)) {
    const action = { type: LoaderChangeType.Reset, items: snapshotOf(options.source) } as const;
    box.current = { state: apply(box.current.state, action), key };
  }
  const current = useCallback((): LoaderState<T> => {
    const own = box.current!.state;
    const controlled = latest.current.items;
    return controlled === undefined || controlled === own.items ? own : { ...own, items: controlled };
  }, []);
  const dispatch = useCallback(
    (action: LoaderAction<T>) => {
      const before = current();
      const next = reduce(before, action, latest.current.stateReducer);
      if (sameState(next, before)) return;
      box.current!.state = next;
      latest.current.onStateChange?.({ type: action.type, ...next });
      if (next.items !== before.items) latest.current.onItemsChange?.(next.items);
      rerender();
    },
    [current],
  );
  return { state: current(), current, dispatch };
}
