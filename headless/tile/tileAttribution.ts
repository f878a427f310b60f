/**
 * The uploader credit a tile's attribution overlay shows (the optional
 * attribution overlay): opt-in, so a tile without an overlay does not ship the
 * name sanitizer and avatar rules. Pass it as `<Tile attribution={tileAttribution}>`.
 */
import { attributionName } from '../../sdk/media/attribution';
import { userAvatar } from '../../sdk/media/avatarUrl';
import { safeUrl } from '../../sdk/media/safeUrl';
import type { TileAttribution, TileGif } from './types';

/**
 * The credit for a GIF's uploader, or undefined when there is nobody to credit (no user, or
 * no name left after sanitizing). `random` picks the default avatar when the uploader has none.
 */
export function tileAttribution(gif: Pick<TileGif, 'user'>, random?: () => number): TileAttribution | undefined {
  const { user } = gif;
  const name = attributionName(user);
  if (!user || !name) return undefined;
  return {
    name,
    avatar: userAvatar(user, { random }),
    profileUrl: safeUrl(user.profile_url) || undefined,
    verified: !!user.is_verified,
  };
}
