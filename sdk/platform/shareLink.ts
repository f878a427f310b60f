/**
 * Share links (platform §4 sharing targets, §9 popup sizes) as pure functions: for twitter,
 * facebook, pinterest, link and embed, the URL to open and the popup's window features
 * (480×480, Twitter 750×350), centred on a screen when one is given. No DOM access, so it is
 * safe on a server; open the popup yourself from the click handler (popup blockers).
 */
import { SHARE_POPUP, TWITTER_SHARE_POPUP } from './constants';

/** Where a GIF can be shared. */
export type ShareTarget = 'twitter' | 'facebook' | 'pinterest' | 'link' | 'embed';

/** All share targets, in the spec's order. */
export const SHARE_TARGETS: readonly ShareTarget[] = ['twitter', 'facebook', 'pinterest', 'link', 'embed'];

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

/** What a share link is built from. */
export interface ShareLinkOptions {
  target: ShareTarget;
  gif: ShareableGif;
  /** Text to go with the link (Twitter's tweet text, Pinterest's description); default: the GIF's title. */
  text?: string;
  /** The screen to centre the popup on (e.g. `window.screen` with `availWidth`/`availHeight`, or `{ width, height }`). */
  screen?: { width: number; height: number };
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

/** The GIF's link as shared: the short link when there is one. */
export function gifShareUrl(gif: ShareableGif): string {
  return gif.bitly_url || gif.url || `https://giphy.com/gifs/${encodeURIComponent(gif.id)}`;
}

/** The embed player's address. */
export function gifEmbedUrl(gif: ShareableGif): string {
  return gif.embed_url || `https://giphy.com/embed/${encodeURIComponent(gif.id)}`;
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${base}?${query}`;
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

/** The share link of a GIF for a target. */
export function shareLink({ target, gif, text, screen }: ShareLinkOptions): ShareLink {
  const link = gifShareUrl(gif);
  const words = text ?? gif.title ?? undefined;
  const size = target === 'twitter' ? TWITTER_SHARE_POPUP : SHARE_POPUP;
  const urls: Record<ShareTarget, () => string> = {
    twitter: () => withQuery('https://twitter.com/intent/tweet', { url: link, text: words }),
    facebook: () => withQuery('https://www.facebook.com/sharer/sharer.php', { u: link }),
    pinterest: () =>
      withQuery('https://pinterest.com/pin/create/button/', {
        url: link,
        media: gif.images?.original?.url,
        description: words,
      }),
    link: () => link,
    embed: () => gifEmbedUrl(gif),
  };
  return {
    target,
    url: urls[target](),
    width: size.width,
    height: size.height,
    features: popupFeatures(size.width, size.height, screen),
  };
}
