/**
 * The structure of a row of suggestion pills (the picker's trending searches, GIPHY's
 * suggestion bar), as an inline style on its list: one line that scrolls sideways, as the
 * headless carousel's row is. Without it a page missing the stylesheet stacks the list's items
 * into a tall column that pushes the results below the fold. Its look (gap, padding, fade)
 * stays in the skin's CSS (picker.css), whose rules for the list and its pills say the same.
 */
export const SCROLL_ROW = { display: 'flex', overflowX: 'auto', whiteSpace: 'nowrap', listStyle: 'none' } as const;
