/**
 * Share links (the sharing targets and their popup sizes) as pure functions: for twitter,
 * facebook, pinterest, link and embed, the URL to open and the popup's window features
 * (480×480, Twitter 750×350), centred on a screen when one is given. No DOM access, so it is
 * safe on a server; open the popup yourself from the click handler (popup blockers).
 *
 * GIF data is hostile (docs/security.md): a link taken from the GIF is used only when it is an
 * http(s) URL on a GIPHY host (`giphy.com` and its subdomains, `gph.is`), and it comes back as
 * the URL parser writes it (so no `"`, `<`, `>` or space); otherwise the link is built from the
 * GIF's id.
 */
import { GifkitError } from '../errors';
import { isSafeUrl } from '../media/safeUrl';
import { networkShareUrl, SHARE_MENU, type SharePopupNetwork } from '../share/networkShareUrl';
import { SHARE_POPUP, TWITTER_SHARE_POPUP } from './constants';

/** Where a GIF can be shared: the share menu's popup networks (sdk/share/networkShareUrl.ts), its link, its embed player. */
export type ShareTarget = SharePopupNetwork | 'link' | 'embed';

/** All share targets, in the share menu's order, then the link and the embed player. */
export const SHARE_TARGETS: readonly ShareTarget[] = /* @__PURE__ */ shareTargets();

// A function called once, marked pure: a bundle that never reads SHARE_TARGETS drops it.
function shareTargets(): ShareTarget[] {
  return [...SHARE_MENU.flatMap((entry) => (entry.popup ? [entry.network] : [])), 'link', 'embed'];
}

/** The GIF fields a share link uses; a normalized `Gif` or any wire GIF fits. */
export interface ShareableGif {
  id: string;
  /** The GIF's page (fallback: `https://giphy.com/gifs/{id}`). */
  url?: string;
  /** The short link, preferred for sharing. */
  bitly_url?: string;
  /** The embed player page (fallback: `https://giphy.com/embed/{id}`). */
  embed_url?: string;
  title?: string;
  /** The image Pinterest pins (`images.original.url`). */
  images?: { original?: { url?: string } } | null;
}

/** What to open for a share. */
export interface ShareLink {
  target: ShareTarget;
  /** The address to open (or, for `link`, to copy). */
  url: string;
  /** Popup width and height in CSS pixels. */
  width: number;
  height: number;
  /** The `windowFeatures` argument of `window.open`. */
  features: string;
}

/** GIPHY's own hosts: `giphy.com`, any subdomain of it, and the `gph.is` short links. */
const GIPHY_HOST = /^(?:(?:[a-z0-9-]+\.)*giphy\.com|gph\.is)$/;

/**
 * `value` as the URL parser serializes it when it is an http(s) URL on a GIPHY host with no
 * user name or password; otherwise undefined.
 */
export function giphyUrl(value: unknown): string | undefined {
  if (!isSafeUrl(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.username || url.password || !GIPHY_HOST.test(url.hostname) ? undefined : noApostrophe(url.href);
}

/** The parser and `encodeURIComponent` leave `'` as is; a link must not end a single-quoted attribute either. */
const noApostrophe = (url: string) => url.replace(/'/g, '%27');

/** `https://giphy.com/<section>/<id>`, the id percent-encoded; a GIF without an id is an error. */
function builtUrl(section: 'gifs' | 'embed', id: unknown): string {
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') {
    throw new GifkitError('gifkit: a share link needs the GIF’s id.');
  }
  return noApostrophe(`https://giphy.com/${section}/${encodeURIComponent(id)}`);
}

/**
 * The GIF's link as shared: its short link (`bitly_url`), else its page (`url`), each only when
 * it is an http(s) URL on a GIPHY host; else `https://giphy.com/gifs/<id>`.
 */
export function gifShareUrl(gif: ShareableGif): string {
  return giphyUrl(gif.bitly_url) ?? giphyUrl(gif.url) ?? builtUrl('gifs', gif.id);
}

/** The embed player's address: `embed_url` when it is an http(s) URL on a GIPHY host, else `https://giphy.com/embed/<id>`. */
export function gifEmbedUrl(gif: ShareableGif): string {
  return giphyUrl(gif.embed_url) ?? builtUrl('embed', gif.id);
}

/** The `window.open` features of a popup of a size, centred on `screen` when given. */
export function popupFeatures(width: number, height: number, screen?: { width: number; height: number }): string {
  const parts = [`width=${width}`, `height=${height}`];
  if (screen) {
    parts.push(`left=${Math.max(0, Math.round((screen.width - width) / 2))}`);
    parts.push(`top=${Math.max(0, Math.round((screen.height - height) / 2))}`);
  }
  return [...parts, 'menubar=no', 'toolbar=no', 'resizable=yes', 'scrollbars=yes', 'noopener'].join(',');
}

/** A target's popup size in CSS pixels: Twitter's own, every other target the common one. */
export function sharePopupSize(target: ShareTarget): { width: number; height: number } {
  return target === 'twitter' ? TWITTER_SHARE_POPUP : SHARE_POPUP;
}

/** The share link of a GIF for a target: a network's share page (sdk/share/networkShareUrl.ts), the link, or the embed player. */
export function shareLink({
  target,
  gif,
  text,
  screen,
}: {
  target: ShareTarget;
  gif: ShareableGif;
  /** Text to go with the link (Twitter's tweet text, Pinterest's description); default: the GIF's title. */
  text?: string;
  /** The screen to centre the popup on (e.g. `window.screen` with `availWidth`/`availHeight`, or `{ width, height }`). */
  screen?: { width: number; height: number };
}): ShareLink {
  const link = gifShareUrl(gif);
  const size = sharePopupSize(target);
  const url =
    target === 'link'
      ? link
      : target === 'embed'
        ? gifEmbedUrl(gif)
        : networkShareUrl(target, {
            url: link,
            media: giphyUrl(gif.images?.original?.url),
            text: text ?? gif.title ?? undefined,
          });
  return {
    target,
    url,
    width: size.width,
    height: size.height,
    features: popupFeatures(size.width, size.height, screen),
  };
}
