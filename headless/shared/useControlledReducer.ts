/**
 * The one controlled-reducer runner behind every stateful headless hook, with one
 * vocabulary: `initialState`, `controlled` (a partial state whose defined keys win over the
 * hook's own), `stateReducer(state, { ...action, changes })` to rewrite a change, and
 * `onStateChange({ type, ...changedFields })` after it. Nothing is written during render: the
 * latest props reach `dispatch` through an insertion effect, and `dispatch` (called from events,
 * effects and async callbacks only) sets state and calls the callbacks.
 */
import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/** What `stateReducer` receives besides the current state: the action and the changes gifkit proposes. */
export type ActionAndChanges<S, A> = A & { changes: S };

/** Rewrites a change before it applies: return `changes` as is, or your own state. */
export type StateReducer<S, A> = (state: S, actionAndChanges: ActionAndChanges<S, A>) => S;

/** What `onStateChange` receives: the change type and only the fields that changed. */
export type StateChange<S, A extends { type: unknown }> = Partial<S> & { type: A['type'] };

/** One callback per state field, called with the field's new value when it changes (`onActiveIdChange`…). */
export type FieldCallbacks<S> = { [K in keyof S]?: ((value: S[K]) => void) | undefined };

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

/** The fields of `next` that differ from `previous`, or `undefined` when none do. */
export function changedFields<S extends object>(previous: S, next: S): Partial<S> | undefined {
  const changed: Partial<S> = {};
  let any = false;
  for (const key of Object.keys(next) as (keyof S)[]) {
    if (Object.is(previous[key], next[key])) continue;
    changed[key] = next[key];
    any = true;
  }
  return any ? changed : undefined;
}

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
    const changes = opts.reducer(current, action);
    const next = opts.stateReducer ? opts.stateReducer(current, { ...action, changes }) : changes;
    const changed = changedFields(current, next);
    if (!changed) return current;
    // Later dispatches in the same event build on this one; the next commit re-reads the props.
    latest.current = { state: next, options: opts };
    setOwn(next);
    const fieldCallbacks: FieldCallbacks<S> = opts.onFieldChange ?? {};
    for (const key of Object.keys(changed) as (keyof S)[]) fieldCallbacks[key]?.(next[key]);
    opts.onStateChange?.({ ...changed, type: action.type });
    opts.afterChange?.(current, next, action);
    return next;
  }, []);
  const getState = useCallback(() => latest.current.state, []);

  return { state, dispatch, getState };
}
