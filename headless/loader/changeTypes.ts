/**
 * The named changes of the infinite loader, as `stateReducer` and
 * `onStateChange` see them: the SDK list store's change types, under the loader's name.
 */
export { ListChangeType as LoaderChangeType } from '../../sdk/client/listState';
