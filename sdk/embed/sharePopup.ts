/**
 * The share popups of Facebook, Twitter and Pinterest, sized as the SDK's share links size them
 * (`sharePopupSize` in sdk/platform/shareLink.ts: 480×480, Twitter 750×350), opened by a
 * click on the network's link. One click, one window: the caller cancels the link's own
 * new-tab navigation exactly when this returns `true`.
 */
import { safeUrl } from '../media/safeUrl';
import { sharePopupSize } from '../platform/shareLink';
import { SHARE_MENU, type SharePopupNetwork } from '../share/networkShareUrl';

export type { SharePopupNetwork };

/** The networks whose share page opens in a sized popup (the share menu's `popup` entries). */
export const hasSharePopup = (network: string): network is SharePopupNetwork =>
  SHARE_MENU.some((entry) => entry.popup && entry.network === network);

/**
 * Opens `url` (http(s) only) in the network's sized popup; `true` when a window opened (the
 * caller then prevents the link's default), `false` when none did (blocked, or an unsafe URL:
 * the link's own navigation goes ahead).
 *
 * `noopener` is not among the features: with it `window.open` returns `null` even when the
 * popup opened, so nobody could tell the link to stand down. The popup starts blank, its
 * `opener` is cut, and only then does it navigate to the share page.
 */
export function openSharePopup(
  network: SharePopupNetwork,
  url: string,
  target: Pick<Window, 'open'> = window,
): boolean {
  const page = safeUrl(url);
  if (!page) return false;
  const { width, height } = sharePopupSize(network);
  const popup = target.open('about:blank', `gk-share-${network}`, `width=${width},height=${height}`);
  if (!popup) return false;
  popup.opener = null;
  popup.location.href = page;
  return true;
}
