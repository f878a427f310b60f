/**
 * Type to search: a printable key pressed while focus is on a result (a GIF, a recent GIF)
 * goes to the search field, as in emoji pickers. Focus moves during `keydown` and the key is
 * left alone, so the browser types the character into the field (an IME or dead key too).
 */

/** The parts of a keyboard event that say whether it types a character. */
export interface TypedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

/**
 * True for a key that types text: one character, with no Ctrl or Cmd shortcut (AltGr, which
 * some systems report as Ctrl+Alt, still types). Space is not one: it picks the focused GIF.
 */
export function typesCharacter(event: TypedKey): boolean {
  if (event.isComposing || event.metaKey || (event.ctrlKey && !event.altKey)) return false;
  return event.key !== ' ' && [...event.key].length === 1;
}

/**
 * Moves focus to `input` with the caret at the end when `event` types a character; returns
 * whether it did. Call it from a `keydown` handler on the results without `preventDefault()`.
 */
export function typeToSearch(event: TypedKey, input: HTMLInputElement | null): boolean {
  if (!input || !typesCharacter(event)) return false;
  input.focus();
  const end = input.value.length;
  input.setSelectionRange(end, end);
  return true;
}
