/**
 * The one place that knows each social network's share page: its address and the query
 * parameters the shared link (and, where the network takes them, an image and some text) go
 * in. Every query is built the same way (`URLSearchParams`, which also encodes `'`, so a share
 * URL can sit in any quoted HTML attribute). Only http(s) URLs go in (docs/security.md): an
 * unsafe link gives no share URL, an unsafe image is left out. The embed's share menu
 * (`shareLinks`, sdk/embed/shareLinks.ts) and the platform's `shareLink`
 * (sdk/platform/shareLink.ts) both build their network URLs here.
 */
import { isSafeUrl, safeUrl } from '../media/safeUrl';

/** What goes into a share page's query. */
export interface ShareContent {
  /** The page shared (http(s) only). */
  url: string;
  /** The image to pin (Pinterest only; http(s) only, else left out). */
  media?: string | undefined;
  /** Text to go with the link: Twitter's tweet text, Pinterest's description. */
  text?: string | undefined;
}

interface SharePage {
  base: string;
  /** The query parameter of each piece of content the network takes. */
  params: { url: string; media?: string; text?: string };
}

/**
 * The networks a share menu offers, in its order, with their brand names (never translated):
 * the three whose share page opens in a sized popup (`popup`, sdk/embed/sharePopup.ts), then
 * Tumblr and Reddit (a new tab), then Instagram, which has no share page (a menu links the
 * GIF's own page there). The one list of share targets: the embed's share menu lists these, and
 * every other vocabulary derives from it (`ShareNetwork`, `SharePopupNetwork`, `SHARE_NETWORKS`,
 * the platform's `ShareTarget`); no other module restates them.
 */
export const SHARE_MENU = [
  { network: 'facebook', name: 'Facebook', popup: true },
  { network: 'twitter', name: 'Twitter', popup: true },
  { network: 'pinterest', name: 'Pinterest', popup: true },
  { network: 'tumblr', name: 'Tumblr', popup: false },
  { network: 'reddit', name: 'Reddit', popup: false },
  { network: 'instagram', name: 'Instagram', popup: false },
] as const satisfies readonly { network: string; name: string; popup: boolean }[];

type ShareMenuEntry = (typeof SHARE_MENU)[number];

/** A network with a share page: every network of the share menu but Instagram. */
export type ShareNetwork = Exclude<ShareMenuEntry['network'], 'instagram'>;

/** The networks whose share page opens in a sized popup (the share menu's `popup` entries). */
export type SharePopupNetwork = Extract<ShareMenuEntry, { popup: true }>['network'];

/** Each network's share page. */
const SHARE_PAGES: Record<ShareNetwork, SharePage> = {
  facebook: { base: 'https://www.facebook.com/sharer/sharer.php', params: { url: 'u' } },
  twitter: { base: 'https://twitter.com/intent/tweet', params: { url: 'url', text: 'text' } },
  pinterest: {
    base: 'https://www.pinterest.com/pin/create/button/',
    params: { url: 'url', media: 'media', text: 'description' },
  },
  tumblr: { base: 'https://www.tumblr.com/widgets/share/tool', params: { url: 'canonicalUrl' } },
  reddit: { base: 'https://www.reddit.com/submit', params: { url: 'url' } },
};

/** Every network with a share page, in the menu's order. */
export const SHARE_NETWORKS: readonly ShareNetwork[] = /* @__PURE__ */ SHARE_MENU.flatMap(({ network }) =>
  network in SHARE_PAGES ? [network as ShareNetwork] : [],
);

/**
 * The network's share URL for `content`, or `''` when `content.url` is not an http(s) URL.
 * Empty text and an unsafe image are left out of the query.
 */
export function networkShareUrl(network: ShareNetwork, content: ShareContent): string {
  if (!isSafeUrl(content.url)) return '';
  const { base, params } = SHARE_PAGES[network];
  const values = { url: content.url, media: safeUrl(content.media), text: content.text };
  const query = new URLSearchParams();
  for (const key of ['url', 'media', 'text'] as const) {
    const name = params[key];
    const value = values[key];
    if (name && value) query.set(name, value);
  }
  return `${base}?${query}`;
}
