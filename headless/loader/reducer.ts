/**
 * The infinite loader's state machine is the SDK list store's pure reducer
 * (`sdk/client/listState.ts`), private: the loader runs it, and its `stateReducer` receives the
 * reducer's `changes`. The loader's old names for it are deprecated aliases.
 */
import { initialListState, type ListAction, type ListState, listReducer } from '../../sdk/client/listState';
import { warnDeprecated } from '../../sdk/devWarn';

/**
 * The loader's reducer.
 * @deprecated Use the loader's `stateReducer` (it receives this reducer's `changes`). Removed in
 * 0.4.0 at the earliest.
 */
export function loaderReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  warnDeprecated({
    name: 'loaderReducer (gifkit/headless)',
    instead: "the loader's stateReducer, which receives its changes",
  });
  return listReducer(state, action);
}

/**
 * The loader's first state.
 * @deprecated Use the loader's `items` (its first state); nothing else needs the initial state.
 * Removed in 0.4.0 at the earliest.
 */
export function initialLoaderState<T>(items?: readonly T[], generation?: number): ListState<T> {
  warnDeprecated({ name: 'initialLoaderState (gifkit/headless)', instead: "the loader's items (its first state)" });
  return initialListState(items, generation);
}
