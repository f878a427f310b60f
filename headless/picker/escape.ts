/**
 * Where the picker handles Escape itself, for a host that closes on Escape (a popover listening
 * on the document, before the picker's own handlers run): on a GIF (back to the field) and in a
 * field with text (it empties). Reads the attributes the picker's and the grid's getters set.
 */
export function escapeStaysInPicker(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && target.hasAttribute('data-gk-picker-input')) return target.value !== '';
  return target.hasAttribute('data-gk-grid-item') || target.hasAttribute('data-gk-picker-recent-item');
}
