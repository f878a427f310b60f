/**
 * The platform client's share action: the share link for a target (see `shareLink`), built
 * synchronously so the popup can open inside the click handler, plus GIPHY's per-GIF `share`
 * analytic (`/ajax/gif/{id}/analytic/share/`) sent in the background, only with the user's
 * consent. A failed analytics event is logged as an error and never throws.
 */
import type { PlatformContext } from './platformContext';
import { type ShareLink, shareLink } from './shareLink';

/** Creates the client's `share` function. */
export function createShare({ transports: { ajax }, consent, logger }: PlatformContext) {
  /**
   * The share link for a target. With consent, also records the share; `recorded` resolves
   * to whether that worked (it never rejects).
   */
  return function share(
    options: Parameters<typeof shareLink>[0] & { signal?: AbortSignal },
  ): ShareLink & { recorded: Promise<boolean> } {
    const link = shareLink(options);
    const record = async () => {
      if (!consent.granted()) return false;
      try {
        const params = { path: { id: options.gif.id, type: 'share' } };
        await ajax.POST('/ajax/gif/{id}/analytic/{type}/', { params, signal: options.signal });
        return true;
      } catch (error) {
        logger.error(`gifkit: the share analytics event for GIF ${options.gif.id} (${options.target}) failed.`, error);
        return false;
      }
    };
    return { ...link, recorded: record() };
  };
}
