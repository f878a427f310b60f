/**
 * The named changes of the carousel's focus state, as seen by `stateReducer`
 * and `onStateChange`. Fetching has its own machine in `headless/loader/`.
 */
export enum CarouselChangeType {
  /** A tile received focus (Tab, a click, a screen reader): it becomes the active tile. */
  ItemFocus = '__carousel_item_focus__',
  /** The arrow key pointing forward (Right, or Left in right-to-left): the next tile. */
  KeyNext = '__carousel_key_next__',
  /** The arrow key pointing backward: the previous tile. */
  KeyPrevious = '__carousel_key_previous__',
  /** Home/End: the first/last tile. */
  KeyHome = '__carousel_key_home__',
  KeyEnd = '__carousel_key_end__',
  /** The list was reset (a new query): the first tile becomes active again. */
  Reset = '__carousel_reset__',
}
