/**
 * The infinite loader's state machine is the SDK list store's pure reducer
 * (`sdk/client/listState.ts`): `listReducer` and `initialListState` from `gifkit`. The loader's
 * own names for them are deprecated aliases: one name per function.
 */
import { initialListState, type ListAction, type ListState, listReducer } from '../../sdk/client/listState';
import { warnDeprecated } from '../../sdk/devWarn';

/**
 * The loader's reducer.
 * @deprecated Use `listReducer` from `gifkit`: the same function under its one name. Removed in
 * 0.4.0 at the earliest.
 */
export function loaderReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  warnDeprecated({ name: 'loaderReducer (gifkit/headless)', instead: "listReducer from 'gifkit'" });
  return listReducer(state, action);
}

/**
 * The loader's first state.
 * @deprecated Use `initialListState` from `gifkit`: the same function under its one name.
 * Removed in 0.4.0 at the earliest.
 */
export function initialLoaderState<T>(items?: readonly T[], generation?: number): ListState<T> {
  warnDeprecated({ name: 'initialLoaderState (gifkit/headless)', instead: "initialListState from 'gifkit'" });
  return initialListState(items, generation);
}
