/**
 * Uploader avatars at the size the attribution shows them.
 */
import { defaultAvatar } from './defaultAvatar';
import { isSafeUrl } from './safeUrl';
import type { UserLike } from './types';

/** Height in pixels of the avatar version requested (shown at 32×32, so sharp at 2.5× density). */
export const AVATAR_REQUEST_HEIGHT = 80;

const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i;
const FILE_EXTENSION = /\/([^/?#]+)\.([A-Za-z0-9]+)(?=[?#]|$)/;

/**
 * Rewrites an avatar URL to ask GIPHY for its 80-pixel-high version:
 * `…/avatars/name.gif` → `…/avatars/name/80h.gif`, keeping any query or fragment. A URL that is
 * already sized (`…/80h.gif`) or has no file extension is returned unchanged.
 */
export function avatarUrl(url: string): string {
  const sized = `${AVATAR_REQUEST_HEIGHT}h`;
  const origin = ORIGIN.exec(url)?.[0] ?? '';
  const path = url
    .slice(origin.length)
    .replace(FILE_EXTENSION, (match, name: string, extension: string) =>
      name === sized ? match : `/${name}/${sized}.${extension}`,
    );
  return origin + path;
}

/**
 * The avatar to show for an uploader: their own, sized by {@link avatarUrl}, when it is an
 * http(s) URL (`isSafeUrl`), or else one of the five default avatars picked at random
 * (`options.random`: a source of uniform numbers in [0, 1); default `Math.random`).
 */
export function userAvatar(
  user: Pick<UserLike, 'avatar_url'> | undefined,
  options: { random?: () => number } = {},
): string {
  return isSafeUrl(user?.avatar_url) ? avatarUrl(user.avatar_url) : defaultAvatar(options);
}
