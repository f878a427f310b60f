/**
 * The named changes of the grid's focus and selection state, as seen by
 * `stateReducer` and `onStateChange`. Fetching has its own machine in `headless/loader/`.
 */
export enum GridChangeType {
  /** A tile received focus (Tab, a click, a screen reader, code): it becomes the active tile. */
  ItemFocus = '__grid_item_focus__',
  /** A tile was clicked: it becomes active and selected. */
  ItemClick = '__grid_item_click__',
  /** Arrow keys: the nearest tile in that direction on screen becomes active. */
  KeyArrowLeft = '__grid_key_arrow_left__',
  KeyArrowRight = '__grid_key_arrow_right__',
  KeyArrowUp = '__grid_key_arrow_up__',
  KeyArrowDown = '__grid_key_arrow_down__',
  /** Page keys: the tile about one viewport further in the same column becomes active. */
  KeyPageUp = '__grid_key_page_up__',
  KeyPageDown = '__grid_key_page_down__',
  /** Home/End: the first/last tile becomes active. */
  KeyHome = '__grid_key_home__',
  KeyEnd = '__grid_key_end__',
  /** Enter/Space on a tile: it is selected. */
  KeyEnter = '__grid_key_enter__',
  KeySpace = '__grid_key_space__',
  /** The list was reset (a new query): no tile is active any more. */
  Reset = '__grid_reset__',
}
