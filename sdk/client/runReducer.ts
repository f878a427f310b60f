/**
 * The one reducer runner of gifkit, framework-free: every state change (a list store's, and
 * every headless hook's through `useControlledReducer`) goes reducer → the user's
 * `stateReducer(state, { ...action, changes })` → commit → per-field callbacks →
 * `onStateChange({ type, ...changedFields })` → the owner's `afterChange`. Nothing happens when no
 * field changed.
 */

/**
 * Rewrites a change before it applies: it receives the current state and the action with the
 * `changes` gifkit proposes; return `changes` as is, or your own state.
 */
export type StateReducer<S, A> = (state: S, actionAndChanges: A & { changes: S }) => S;

/**
 * What `stateReducer` receives besides the current state: the action and the changes gifkit proposes.
 * @deprecated Use `Parameters<StateReducer<S, A>>[1]` (`A & { changes: S }`): `StateReducer` says it.
 * Removed in 0.5.0 at the earliest.
 */
export type ActionAndChanges<S, A> = A & { changes: S };

/** What `onStateChange` receives: the change type and only the fields that changed. */
export type StateChange<S, A extends { type: unknown }> = Partial<S> & { type: A['type'] };

/** One callback per state field, called with the field's new value when it changes (`onActiveIdChange`…). */
export type FieldCallbacks<S> = { [K in keyof S]?: ((value: S[K]) => void) | undefined };

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

export interface ReducerRun<S extends object, A extends { type: unknown }> {
  /** The pure reducer. */
  reducer: (state: S, action: A) => S;
  /** The user's rewrite of every change. */
  stateReducer?: StateReducer<S, A> | undefined;
  /** Per-field callbacks, called after the commit and before `onStateChange`. */
  onFieldChange?: FieldCallbacks<S> | undefined;
  /** The user's callback after every change. */
  onStateChange?: ((change: StateChange<S, A>) => void) | undefined;
  /** The owner's own follow-up to a change (events derived from it), after `onStateChange`. */
  afterChange?: ((previous: S, next: S, action: A) => void) | undefined;
}

/**
 * Runs `action` on `current`: the reducer proposes, `stateReducer` decides, `commit` stores the
 * result, then the callbacks hear what changed. Returns the state it led to (`current` when no
 * field changed: nothing is committed and no callback is called).
 */
export function runReducer<S extends object, A extends { type: unknown }>(
  current: S,
  action: A,
  run: ReducerRun<S, A>,
  commit: (next: S) => void,
): S {
  const changes = run.reducer(current, action);
  const next = run.stateReducer ? run.stateReducer(current, { ...action, changes }) : changes;
  const changed = changedFields(current, next);
  if (!changed) return current;
  commit(next);
  const fieldCallbacks: FieldCallbacks<S> = run.onFieldChange ?? {};
  for (const key of Object.keys(changed) as (keyof S)[]) fieldCallbacks[key]?.(next[key]);
  run.onStateChange?.({ ...changed, type: action.type });
  run.afterChange?.(current, next, action);
  return next;
}
