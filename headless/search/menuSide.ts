/**
 * Which side of the search field the suggestion list opens on: below, unless it does not fit
 * there and there is more room above (a field at the bottom of a panel, as in a chat
 * composer). Room is measured inside every clipping ancestor (overflow other than visible)
 * and the viewport, so an open list never stretches a scrolling panel.
 */

/** The side the list is placed on (`data-side` on the menu). */
type MenuSide = 'bottom' | 'top';

const CLIPS = /^(auto|scroll|hidden|clip|overlay)$/;

/** The visible band (top and bottom, in viewport px) around `element`. */
function visibleBand(element: Element): { top: number; bottom: number } {
  const view = element.ownerDocument.defaultView;
  let top = 0;
  let bottom = view?.innerHeight ?? Number.POSITIVE_INFINITY;
  for (let node = element.parentElement; node && view; node = node.parentElement) {
    if (node === element.ownerDocument.documentElement || node === element.ownerDocument.body) break;
    if (!CLIPS.test(view.getComputedStyle(node).overflowY)) continue;
    const box = node.getBoundingClientRect();
    top = Math.max(top, box.top + node.clientTop);
    bottom = Math.min(bottom, box.top + node.clientTop + node.clientHeight);
  }
  return { top, bottom };
}

/**
 * The side for `menu`, anchored to `anchor` (the element it is positioned against). `gap` is
 * the space between field and list.
 */
export function menuSide(anchor: Element, menu: HTMLElement, gap = 4): MenuSide {
  const field = anchor.getBoundingClientRect();
  const { top, bottom } = visibleBand(anchor);
  const needed = menu.offsetHeight + gap;
  const below = bottom - field.bottom;
  const above = field.top - top;
  return needed > below && above > below ? 'top' : 'bottom';
}
