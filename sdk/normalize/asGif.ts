/**
 * The components' GIF boundary: `asGif` reads any GIF an app holds the way the media and display
 * rules need it. Every component that takes a GIF from the app (tile, grid and carousel items,
 * video, embed, gifkit/compat/react's components) reads it through here, so a GIF as the API
 * sends it (`ApiGif`: sizes as text, 0/1 flags, tag objects) renders as the normalized `Gif`
 * does. Once per object (a WeakMap): a GIF already in the normalizer's shape
 * (`isNormalizedGif`) is its own view, untouched; any other is copied and normalized by the
 * normalizer (`normalizeGifInPlace` on a copy, as `normalizeGif` does: http(s) URLs only, its
 * development warnings), and one it cannot normalize (no id; in development, a malformed
 * field) is an empty GIF. Names are sanitized where they are shown (`altText`, `attribution`),
 * as for any GIF. In development, a GIF with nothing to show gets one warning naming its id.
 */
import { hasSize } from '../media/bestfit';
import { isSafeUrl } from '../media/safeUrl';
import type { GifLike, Rendition } from '../media/types';
import { type Gif, isNormalizedGif, normalizeGifInPlace } from './gif';

/** The GIF `asGif` hands back for `G`: `G` itself when it already reads as normalized (a `Gif`, any `GifLike`), else a `Gif`. */
export type AsGif<G> = G extends GifLike ? G : Gif;

const views = new WeakMap<object, GifLike>();
/** Development only: the ids already warned about (one warning per GIF). */
const warned = new Set<string>();

function warnOnce(id: string, message: string) {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`gifkit: GIF ${JSON.stringify(id)} ${message}`);
}

/** Development only: some rendition or clip asset has a size and an http(s) file. */
const hasMedia = ({ images, video }: GifLike) =>
  [images, video?.previews, video?.assets].some((renditions) =>
    Object.values(renditions ?? {}).some(
      (r) => hasSize(r) && [r.url, (r as Rendition).webp, (r as Rendition).mp4].some(isSafeUrl),
    ),
  );

/**
 * A GIF as the media and display rules read it: `gif` itself when it is already normalized
 * (the very object, never copied), else its normalized copy, made once per object (the same
 * copy every time; `gif` is left as it was). Never throws: a GIF the normalizer rejects is an
 * empty one, with nothing to show. In development, a GIF with nothing to show (no rendition
 * with a size and an http(s) URL) gets one `console.warn` naming its id.
 */
export function asGif<G extends object>(gif: G): AsGif<G> {
  let view = views.get(gif);
  if (!view) {
    try {
      view = isNormalizedGif(gif) ? (gif as unknown as GifLike) : normalizeGifInPlace(structuredClone(gif));
    } catch (error) {
      view = { id: String((gif as { id?: unknown }).id), images: {} };
      // The normalizer's reason first (a malformed field), so that it is the one warning.
      if (process.env.NODE_ENV !== 'production') warnOnce(view.id, `cannot be shown: ${(error as Error).message}`);
    }
    views.set(gif, view);
    if (process.env.NODE_ENV !== 'production' && !hasMedia(view)) {
      warnOnce(view.id, 'has nothing to show: no rendition with a size and an http(s) URL.');
    }
  }
  return view as AsGif<G>;
}
