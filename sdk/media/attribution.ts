/**
 * Whether and how to credit a GIF's uploader.
 */
import { sanitizeName } from './sanitizeName';
import type { UserLike } from './types';

/**
 * The name to credit: the sanitized display name, else `@` plus the sanitized username, else
 * `''`. A name that is only markup or whitespace counts as missing.
 */
export function attributionName(user: Pick<UserLike, 'display_name' | 'username'> | undefined): string {
  const displayName = sanitizeName(user?.display_name);
  if (displayName) return displayName;
  const username = sanitizeName(user?.username);
  return username ? `@${username}` : '';
}

/**
 * Whether the widget kit shows an attribution: only when there is an uploader with a name to
 * show (after sanitizing).
 */
export function showsAttribution(user: Pick<UserLike, 'display_name' | 'username'> | undefined): boolean {
  return attributionName(user) !== '';
}

/**
 * Whether the single-clip embed shows an attribution: as {@link showsAttribution}, and only for
 * uploaders who are public (`is_public: true`; a missing flag counts as not public) and have
 * not asked for no chrome (`suppress_chrome`).
 */
export function showsEmbedAttribution(
  user: Pick<UserLike, 'display_name' | 'username' | 'is_public' | 'suppress_chrome'> | undefined,
): boolean {
  return !!user && user.is_public === true && !user.suppress_chrome && showsAttribution(user);
}
