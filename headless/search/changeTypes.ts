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

/**
 * The named changes of the search box's suggestion list (open or closed, which suggestion is
 * highlighted), as seen by `stateReducer` and `onStateChange` of `useSearchBox` / `<SearchBox>`.
 */
export enum SearchBoxChangeType {
  /** The user typed: the list opens, nothing is highlighted. */
  InputChange = '__search_box_input_change__',
  /** A click in the input opens the list, or closes it when open. */
  InputClick = '__search_box_input_click__',
  /** Focus left the input: the list closes. */
  InputBlur = '__search_box_input_blur__',
  /** ArrowDown: opens the list on its first suggestion, or highlights the next one (wraps). */
  InputKeyDownArrowDown = '__search_box_input_keydown_arrow_down__',
  /** ArrowUp: opens the list on its last suggestion, or highlights the previous one (wraps). */
  InputKeyDownArrowUp = '__search_box_input_keydown_arrow_up__',
  /** Home/End while the list is open: the first/last suggestion. */
  InputKeyDownHome = '__search_box_input_keydown_home__',
  InputKeyDownEnd = '__search_box_input_keydown_end__',
  /** PageDown/PageUp while the list is open: ten suggestions down/up. */
  InputKeyDownPageDown = '__search_box_input_keydown_page_down__',
  InputKeyDownPageUp = '__search_box_input_keydown_page_up__',
  /** Enter on a highlighted suggestion: it is chosen and the list closes. */
  InputKeyDownEnter = '__search_box_input_keydown_enter__',
  /** Escape: the list closes. */
  InputKeyDownEscape = '__search_box_input_keydown_escape__',
  /** The pointer moved onto a suggestion: it is highlighted. */
  ItemMouseMove = '__search_box_item_mouse_move__',
  /** A suggestion was clicked: it is chosen and the list closes. */
  ItemClick = '__search_box_item_click__',
  /** The pointer left the list: nothing is highlighted. */
  MenuMouseLeave = '__search_box_menu_mouse_leave__',
  /** The suggestions changed and the highlighted one is gone: nothing is highlighted. */
  ItemsChange = '__search_box_items_change__',
  /** `openMenu()` / `closeMenu()` (the clear button closes the list too). */
  FunctionOpenMenu = '__search_box_function_open_menu__',
  FunctionCloseMenu = '__search_box_function_close_menu__',
}
