/**
 * The embed code a site copies to show one GIF: an `<iframe>` fitted to
 * 480×480 keeping the GIF's aspect ratio, or a responsive variant that fills its container's
 * width. Every attribute value is escaped and the frame's URL must be http(s).
 */
import { ValidationError } from '../errors';
import { altText } from '../media/altText';
import { fitEmbedSize, responsiveEmbedSize } from '../media/embedSize';
import { escapeHtml } from '../media/escapeHtml';
import { safeUrl } from '../media/safeUrl';
import type { GifLike } from '../media/types';

/** Where GIPHY serves a GIF's embed page. */
export const EMBED_PAGE_BASE = 'https://giphy.com/embed/';

/** The GIF fields the embed code reads (`embedCode`'s first argument). */
type EmbedCodeGif = Parameters<typeof embedCode>[0];

function frameSrc(gif: EmbedCodeGif, options: EmbedCodeOptions): string {
  const given = options.src ?? gif.embed_url ?? `${EMBED_PAGE_BASE}${encodeURIComponent(gif.id)}`;
  const src = safeUrl(given);
  if (!src) throw new ValidationError('src', `"${given}" is not an http(s) URL`);
  if (!options.hostOrigin) return src;
  const url = new URL(src);
  url.searchParams.set('origin', new URL(options.hostOrigin).origin);
  return url.toString();
}

/** The GIF's size for the embed: `original`, else `fixed_width`. */
function gifSize(gif: EmbedCodeGif): { width: number; height: number } {
  const sized = gif.images.original?.width ? gif.images.original : gif.images.fixed_width;
  return { width: sized?.width ?? 0, height: sized?.height ?? 0 };
}

/**
 * The `<iframe>` snippet for a GIF. Throws a `ValidationError` when the frame's URL is not
 * http(s).
 *
 * @example
 * embedCode(gif) // '<iframe src="https://giphy.com/embed/abc" width="480" height="270" title="…" …></iframe>'
 */
export function embedCode(
  gif: Pick<GifLike, 'id' | 'images' | 'title' | 'alt_text' | 'tags' | 'is_sticker'> & { embed_url?: string },
  options: {
    /** The full-width variant (the height follows the GIF's aspect ratio). Default false: 480×480 fitted. */
    responsive?: boolean;
    /** The frame's page; default the GIF's `embed_url`, else `https://giphy.com/embed/{id}`. */
    src?: string;
    /** The frame's accessible name; default the GIF's alt text. */
    title?: string;
    /**
     * The origin of the page that will hold the frame (`https://example.com`). It is passed to the
     * embed page as `?origin=`, which then accepts commands from that origin only (see
     * `createEmbedController`). Without it the bridge stays off.
     */
    hostOrigin?: string;
  } = {},
): string {
  const src = escapeHtml(frameSrc(gif, options));
  const title = escapeHtml(options.title ?? (altText(gif) || 'GIF'));
  const { width, height } = gifSize(gif);
  const common = `src="${src}" title="${title}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen`;
  if (options.responsive) {
    const { paddingBottom } = responsiveEmbedSize(width, height);
    return (
      `<div style="width:100%;height:0;padding-bottom:${escapeHtml(paddingBottom)};position:relative">` +
      `<iframe ${common} width="100%" height="100%" style="position:absolute;top:0;left:0;border:0"></iframe></div>`
    );
  }
  const fitted = fitEmbedSize(width, height);
  return `<iframe ${common} width="${fitted.width}" height="${fitted.height}" style="border:0"></iframe>`;
}

/** Options of {@link embedCode}. */
type EmbedCodeOptions = NonNullable<Parameters<typeof embedCode>[1]>;
