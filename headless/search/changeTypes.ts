/**
 * The named changes of the search state machine, as seen by `stateReducer` and
 * `onStateChange` of `<SearchProvider>`.
 */
export enum SearchChangeType {
  /** The user typed: the input text changes; the term waits for the debounce or Enter. */
  InputChange = '__search_input_change__',
  /** The debounce ran out or Enter was pressed: the term becomes the trimmed input text. */
  TermCommit = '__search_term_commit__',
  /** A trending search or tag suggestion was chosen: input and term become it at once. */
  SuggestionSelect = '__search_suggestion_select__',
  /** A channel suggestion was chosen: it becomes active and the `@word` prefix is stripped. */
  ChannelSelect = '__search_channel_select__',
  /** The channel was removed (its chip, Backspace on an empty input, Escape). */
  ChannelClear = '__search_channel_clear__',
  /** The clear button: input, term and channel are emptied. */
  Clear = '__search_clear__',
  /** Set from outside the box (a trending pill, a link): input and term become the text. */
  SetSearch = '__search_set_search__',
}
