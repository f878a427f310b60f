/**
 * The infinite loader's state machine is the SDK list store's pure reducer
 * (`sdk/client/listState.ts`), exported here under the loader's names.
 */
export { initialListState as initialLoaderState, listReducer as loaderReducer } from '../../sdk/client/listState';
