/**
 * Where the embed's share menu sends a GIF: the share pages of Facebook, Twitter, Pinterest,
 * Tumblr and Reddit (built by sdk/share/networkShareUrl.ts), with the GIF's page (and, for
 * Pinterest, its image) in the query. URLs that are not http(s) give no link at all.
 */
import { isSafeUrl } from '../media/safeUrl';
import { networkShareUrl, SHARE_NETWORKS, type ShareNetwork } from '../share/networkShareUrl';

export type { ShareNetwork } from '../share/networkShareUrl';

/** Each network's share URL for a GIF page (and its image), or `{}` when the page URL is unsafe. */
export function shareLinks(pageUrl: string, imageUrl = ''): Partial<Record<ShareNetwork, string>> {
  if (!isSafeUrl(pageUrl)) return {};
  const links: Partial<Record<ShareNetwork, string>> = {};
  for (const network of SHARE_NETWORKS) links[network] = networkShareUrl(network, { url: pageUrl, media: imageUrl });
  return links;
}
