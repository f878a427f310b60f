/**
 * The React binding of gifkit's one reducer runner (`sdk/client/runReducer.ts`, which the SDK's
 * list store runs too) behind every stateful headless hook, with one vocabulary:
 * `initialState`, `controlled` (a partial state whose defined keys win over the hook's own),
 * `stateReducer(state, { ...action, changes })` to rewrite a change, and
 * `onStateChange({ type, ...changedFields })` after it. Nothing is written during render: the
 * latest props reach `dispatch` through an insertion effect, and `dispatch` (called from events,
 * effects and async callbacks only) sets state and calls the callbacks.
 */
import { useCallback, useInsertionEffect, useRef, useState } from 'react';
import { type FieldCallbacks, runReducer, type StateChange, type StateReducer } from '../../sdk/client/runReducer';

export type { ActionAndChanges, FieldCallbacks, StateChange, StateReducer } from '../../sdk/client/runReducer';

/** What `useControlledReducer` takes: the reducer, the first state, the controlled fields and the callbacks. */
export interface ControlledReducerOptions<S extends object, A extends { type: unknown }> {
  /** The component's pure reducer. */
  reducer: (state: S, action: A) => S;
  /** The state before any change (the hook's `default*` props); read on the first render only. */
  initialState: S | (() => S);
  /** Controlled fields: each key whose value is not `undefined` wins over the hook's own. */
  controlled?: Partial<S>;
  /** The user's rewrite of every change. */
  stateReducer?: StateReducer<S, A> | undefined;
  /** The user's callback after every change. */
  onStateChange?: ((change: StateChange<S, A>) => void) | undefined;
  /** Per-field callbacks, called before `onStateChange`. */
  onFieldChange?: FieldCallbacks<S>;
  /** The hook's own follow-up to a change (events derived from it), after `onStateChange`. */
  afterChange?: (previous: S, next: S, action: A) => void;
}

/** What `useControlledReducer` returns: the state and `dispatch`. */
export interface ControlledReducer<S, A> {
  /** The state to render: the hook's own with the controlled fields over it. */
  state: S;
  /** Runs an action; returns the state it led to. Never call it during render. */
  dispatch: (action: A) => S;
  /** The latest state, including changes dispatched since the last render (for async callbacks). */
  getState: () => S;
}

/** `own` with every defined key of `controlled` over it (the same object when nothing overrides). */
export function withControlled<S extends object>(own: S, controlled: Partial<S> | undefined): S {
  if (!controlled) return own;
  let merged = own;
  for (const key of Object.keys(controlled) as (keyof S)[]) {
    const value = controlled[key];
    if (value !== undefined && !Object.is(value, merged[key])) {
      if (merged === own) merged = { ...own };
      merged[key] = value as S[keyof S];
    }
  }
  return merged;
}

/** Runs a reducer the way every gifkit hook does: `stateReducer`, controlled fields and `onStateChange`. */
export function useControlledReducer<S extends object, A extends { type: unknown }>(
  options: ControlledReducerOptions<S, A>,
): ControlledReducer<S, A> {
  const [own, setOwn] = useState(options.initialState);
  const state = withControlled(own, options.controlled);
  const latest = useRef({ state, options });
  // After commit, before any layout effect or event: the state and options of the committed render.
  useInsertionEffect(() => {
    latest.current = { state, options };
  });

  const dispatch = useCallback((action: A): S => {
    const { state: current, options: opts } = latest.current;
    return runReducer(current, action, opts, (next) => {
      // Later dispatches in the same event build on this one; the next commit re-reads the props.
      latest.current = { state: next, options: opts };
      setOwn(next);
    });
  }, []);
  const getState = useCallback(() => latest.current.state, []);

  return { state, dispatch, getState };
}
