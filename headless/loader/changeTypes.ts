/**
 * The named changes of the infinite loader's state machine (STYLE.md R5), as seen by
 * `stateReducer` and `onStateChange`.
 */
export enum LoaderChangeType {
  /** The loader was visible for the debounce time: a page is being fetched. */
  FetchStart = '__loader_fetch_start__',
  /** A page arrived: its unseen items are appended; no new items (or the source's end) → done. */
  FetchSuccess = '__loader_fetch_success__',
  /** A fetch failed: the error flag is set until `retry()`. */
  FetchError = '__loader_fetch_error__',
  /** `retry()`: the error is cleared and fetching may start again. */
  Retry = '__loader_retry__',
  /** A new query (`resetKey` or source identity) or `reset()`: the list starts over. */
  Reset = '__loader_reset__',
}
