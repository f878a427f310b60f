/**
 * Where the embed's share menu sends a GIF: the share pages of Facebook,
 * Twitter, Pinterest, Tumblr and Reddit, with the GIF's page (and, for Pinterest, its image)
 * encoded into the query. URLs that are not http(s) give no link at all.
 */
import { safeUrl } from '../media/safeUrl';

export type ShareNetwork = 'facebook' | 'twitter' | 'pinterest' | 'tumblr' | 'reddit';

/** Each network's share URL for a GIF page (and its image), or `{}` when the page URL is unsafe. */
export function shareLinks(pageUrl: string, imageUrl = ''): Partial<Record<ShareNetwork, string>> {
  const page = safeUrl(pageUrl);
  if (!page) return {};
  const url = encodeURIComponent(page);
  const media = safeUrl(imageUrl);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${url}${media ? `&media=${encodeURIComponent(media)}` : ''}`,
    tumblr: `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}`,
    reddit: `https://www.reddit.com/submit?url=${url}`,
  };
}
