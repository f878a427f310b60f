// Input checks of the dashboard's forms, before anything is sent: each returns the message
// to show under the field, or '' when the value is fine.

export function required(value: string, what: string): string {
  return value.trim() ? '' : `Enter ${what}.`;
}

export function maxLength(value: string, max: number, what: string): string {
  return value.trim().length > max ? `${what} can be at most ${max} characters (now ${value.trim().length}).` : '';
}

/** A channel slug: lowercase letters, digits and hyphens (empty: made from the name). */
export function slug(value: string): string {
  if (!value) return '';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
    ? ''
    : 'Use lowercase letters, digits and single hyphens, e.g. "happy-dance".';
}

/** An optional positive whole number. */
export function positiveInt(value: string, what: string): string {
  if (!value.trim()) return '';
  return /^[1-9]\d*$/.test(value.trim()) ? '' : `${what} must be a whole number of 1 or more.`;
}

/** GIF ids, comma- or space-separated: at least one, each alphanumeric. */
export function gifIds(value: string): string {
  const ids = splitIds(value);
  if (!ids.length) return 'Enter at least one GIF id, e.g. l0HlyLQsbvhciAuKA.';
  const bad = ids.find((id) => !/^[A-Za-z0-9]+$/.test(id));
  return bad ? `"${bad}" is not a GIF id (letters and digits only).` : '';
}

export function splitIds(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

/** A `datetime-local` value in the future. */
export function futureDate(value: string, now = Date.now()): string {
  if (!value) return 'Choose a date and time.';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return 'This is not a date.';
  return at > now ? '' : 'Choose a time in the future.';
}
