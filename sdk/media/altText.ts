/**
 * Alternative text for a GIF `<img>`, so screen-reader users hear something meaningful even
 * when GIPHY has no written description.
 */
import { sanitizeName } from './sanitizeName';
import type { GifLike } from './types';

/** Tags that describe the file, not the content, and are never read out. */
export const ALT_TEXT_EXCLUDED_TAGS: readonly string[] = ['transparent'];

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The GIF's `alt_text`, else its `title`, else a description built from the uploader's name,
 * up to 4 tags (5 when there is no name) and the word `GIF` or `Sticker`, e.g.
 * `"nba basketball dunk lebron GIF"`.
 *
 * The uploader's name is sanitized (`sanitizeName`: no markup, entities or spoofing
 * characters), whitespace is collapsed and trimmed everywhere, blank values count as missing, and the
 * excluded tags are matched case-insensitively. `@giphy/js-util`'s `getAltText` instead
 * produces `" GIF"` with no tags or user, and a double space with a user and no tags.
 */
export function altText(
  gif: Pick<GifLike, 'alt_text' | 'title' | 'tags' | 'username' | 'user' | 'is_sticker'>,
): string {
  const written = clean(gif.alt_text) || clean(gif.title);
  if (written) return written;
  const username = sanitizeName(gif.user?.username) || sanitizeName(gif.username);
  const tags = (gif.tags ?? [])
    .map(clean)
    .filter((tag) => tag && !ALT_TEXT_EXCLUDED_TAGS.includes(tag.toLowerCase()))
    .slice(0, username ? 4 : 5);
  return [username, ...tags, gif.is_sticker ? 'Sticker' : 'GIF'].filter(Boolean).join(' ');
}
