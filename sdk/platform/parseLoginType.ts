/**
 * The login page's `loginType` query parameter: `platform_action`, e.g.
 * `facebook_signup` → `{ platform: 'facebook', action: 'signup' }`.
 */

/** Where a login started and what it was for. */
export interface LoginType {
  /** The identity platform, e.g. `facebook`, `google`, `apple`, `email`. */
  platform: string;
  /** What the visitor was doing, e.g. `login`, `signup`, `upload`. */
  action: string;
}

/**
 * Splits `platform_action` at its first underscore (the action may hold more underscores).
 * Anything else (missing, no underscore, an empty half) is `undefined`.
 */
export function parseLoginType(value: string | null | undefined): LoginType | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const at = text.indexOf('_');
  if (at <= 0 || at === text.length - 1) return undefined;
  return { platform: text.slice(0, at), action: text.slice(at + 1) };
}
