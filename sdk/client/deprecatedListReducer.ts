/**
 * The list store's reducer under the names `gifkit` exported before reducers went private
 * (docs/migration.md, "Deprecated names"): `createListStore` and the headless loader run the
 * reducer themselves, and their `stateReducer` receives its `changes`.
 */
import { warnDeprecated } from '../devWarn';
import { initialListState as initial, type ListAction, type ListState, listReducer as reduce } from './listState';

/**
 * The list's reducer: the next state for an action.
 * @deprecated Use `createListStore`'s `stateReducer` (it receives this reducer's `changes`). Removed in 0.5.0 at
 * the earliest.
 */
export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  warnDeprecated({
    name: 'listReducer (gifkit)',
    instead: "createListStore's stateReducer, which receives its changes",
  });
  return reduce(state, action);
}

/**
 * The state a list starts in.
 * @deprecated Use `createListStore(options, items)`'s first state (`store.getSnapshot()`). Removed in 0.5.0 at the
 * earliest.
 */
export function initialListState<T>(items?: readonly T[], generation?: number): ListState<T> {
  warnDeprecated({ name: 'initialListState (gifkit)', instead: 'createListStore(options, items).getSnapshot()' });
  return initial(items, generation);
}
