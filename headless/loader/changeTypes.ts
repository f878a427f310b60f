/**
 * The named changes of the infinite loader (STYLE.md R5), as `stateReducer` and
 * `onStateChange` see them: the SDK list store's change types, under the loader's name.
 */
export { ListChangeType as LoaderChangeType } from '../../sdk/client/listState';
