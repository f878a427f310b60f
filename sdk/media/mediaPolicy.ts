/**
 * The one media policy: what a GIF tile renders for a box, a screen density and a browser
 * (docs/media-rules.md has the table and the byte figures). Pure: the capabilities are
 * passed in (`detectMediaCapabilities` reads them), and every URL it returns is http(s). Its
 * embed purpose, under the same rules, is embedMediaPolicy.ts: a module of its own, so a page
 * that shows only the embed (`/embed/:id`) does not carry the tiles' rendition search.
 */

import { isPositiveSize, RENDITION_SCALE_UP_MAX_PIXELS } from './bestfit';
import { bestRendition, type NamedRendition, RENDITION_CANDIDATES } from './bestRendition';
import { type MediaCapabilities, NEUTRAL_MEDIA_CAPABILITIES } from './capabilities';
import { safeUrl } from './safeUrl';
import { stillName } from './stillName';
import { hasTransparency } from './transparency';
import type { GifLike, MediaFormat, Rendition, Renditions } from './types';

/**
 * The most device pixels per CSS pixel a rendition is chosen for. A 2× or 3× screen gets
 * renditions for 1.4×: visibly sharper than 1× at a fraction of 2×'s bytes (GIF frames are
 * soft; a file twice as wide weighs about three times as much). docs/media-rules.md has the
 * measured bytes.
 */
export const MEDIA_DENSITY_CAP = 1.4;

/**
 * The most a rendition chosen for a high-density screen may exceed its device-pixel box, in
 * area. When the next size up is bigger than that (a square GIF has 200 px and then 480 px),
 * the tile takes the rendition chosen for its CSS box instead: as sharp as on a 1× screen, at
 * a fraction of the bytes.
 */
export const MEDIA_DENSITY_MAX_OVERSHOOT = 2;

/**
 * Economy mode's scale-up rule: a rendition may be up to this factor smaller than the box
 * (per dimension) instead of 50 px, and frame-reduced renditions compete.
 */
export const ECONOMY_SCALE_UP_RATIO = 1.5;

/** Economy mode's extra candidates: fewer frames per second, same size as their namesakes. */
const ECONOMY_CANDIDATES = ['fixed_width_downsampled', 'fixed_height_downsampled'] as const;

/** What to render. Every URL is http(s). */
export type MediaPlan =
  | {
      /**
       * `<video muted loop playsinline>` of `src` (MP4). `poster` is its still frame (`''` when
       * none), for a renderer that wants one: the tile does not load it (the first frame follows
       * the placeholder colour, as an image's does), which saves about 5% of the bytes.
       */
      kind: 'video';
      format: 'mp4';
      rendition: NamedRendition;
      src: string;
      poster: string;
      still: false;
    }
  | {
      /**
       * `<img src>`, behind a `<source type="image/webp" srcset={webp}>` in a `<picture>` when
       * `webp` is set (the browser takes the WebP and skips the `src`). With `gifFallback:
       * false`, a WebP image is its `src` alone and `webp` is unset.
       */
      kind: 'image';
      /** The file a browser with the given capabilities loads. */
      format: 'webp' | 'gif';
      rendition: NamedRendition;
      src: string;
      webp: string | undefined;
      /** The static first frame (`<name>_still`) rather than the animation. */
      still: boolean;
    };

/** A step of the policy: the plan for one candidate rendition, or `undefined` when it cannot serve. */
type Planner = (rendition: NamedRendition, images: Renditions) => MediaPlan | undefined;
/** A planner and the rendition names it chooses among (default `RENDITION_CANDIDATES`). */
type Step = { plan: Planner; names?: readonly string[] };

/**
 * What a tile shows for `gif` in a `width`×`height` CSS px box:
 *
 * 1. **MP4 video** (muted, looping, inline; its still as `poster`) for an ordinary GIF when
 *    the browser may autoplay and the tile moves: the lightest moving format by far (where the
 *    recorded sizes say the rendition's WebP is lighter, that WebP instead).
 * 2. **WebP image** (the GIF as `<img>` fallback inside a `<picture>`) for stickers and
 *    anything with transparency, and for every GIF where video cannot autoplay.
 * 3. **GIF image** where the browser has no WebP, or the GIF has no other file.
 * 4. **Still frame** (`<name>_still`, WebP when it has one) under reduced motion or save-data,
 *    unless `active` (hovered or focused): then as above.
 *
 * The rendition is chosen for device pixels: the box × `min(devicePixelRatio, 1.4)`, with the
 * 50 px scale-up rule counted in device pixels, among the renditions that have the chosen file
 * (`bestRendition`); when that rendition has more than twice the device box's pixels, the one
 * for the CSS box is taken instead. `media` forces MP4 (not for stickers), WebP or GIF wherever a rendition
 * has that file, and falls back along the same order when none has. Only http(s) URLs count.
 * `undefined` when the GIF has nothing to show or the box has no size.
 */
export function mediaPolicy(
  gif: Pick<GifLike, 'images' | 'video' | 'is_sticker' | 'type'>,
  options: {
    /** The box in CSS pixels. */
    width: number;
    height: number;
    /** `window.devicePixelRatio`; default 1. Renditions are chosen for `min(ratio, MEDIA_DENSITY_CAP)`. */
    devicePixelRatio?: number;
    /** The browser's capabilities; default {@link NEUTRAL_MEDIA_CAPABILITIES}. */
    capabilities?: Partial<MediaCapabilities>;
    /** Force a format (`'auto'`, the default, picks per GIF). Stickers never get MP4. */
    media?: MediaFormat;
    /** Hovered or focused: a tile that would be still (reduced motion, save-data) moves. */
    active?: boolean;
    /** Lighter files: frame-reduced renditions and a scale-ratio rule, no density boost. */
    economy?: boolean;
    /**
     * Keep the GIF behind a WebP image (`src` the GIF, `webp` set: a `<picture>`), for a render
     * that only assumes WebP support (a server render and the hydration render). Default true.
     * False when `capabilities.webp` was detected: the WebP alone is the `src`, one `<img>`.
     */
    gifFallback?: boolean;
    /** The scale-up rule's tolerance in device pixels; default `RENDITION_SCALE_UP_MAX_PIXELS` (50). */
    scaleUpMaxPixels?: number;
  },
): MediaPlan | undefined {
  const { width, height, media = 'auto', active = false, economy = false, gifFallback = true } = options;
  if (!isPositiveSize(width) || !isPositiveSize(height)) return undefined;
  const capabilities = { ...NEUTRAL_MEDIA_CAPABILITIES, ...options.capabilities };
  const density = economy ? 1 : Math.min(Math.max(options.devicePixelRatio ?? 1, 1), MEDIA_DENSITY_CAP);
  const box = { width: width * density, height: height * density };
  const tolerance = options.scaleUpMaxPixels ?? RENDITION_SCALE_UP_MAX_PIXELS;
  const scaleUpMaxPixels = economy
    ? Math.max(tolerance, Math.min(box.width, box.height) * (1 - 1 / ECONOMY_SCALE_UP_RATIO))
    : tolerance;
  const still = (capabilities.reducedMotion || capabilities.saveData) && !active;
  const webpOk = capabilities.webp || media === 'webp';

  /** The image files of a rendition (or its still) in `format`: `src` first, WebP as its source. */
  const files = (rendition: Rendition | undefined, format: MediaFormat) => {
    // The WebP goes into a `srcset`, where whitespace would split it into other candidates.
    const webp = webpOk && format !== 'gif' && !/\s/.test(rendition?.webp ?? '') ? safeUrl(rendition?.webp) : '';
    // `src` is the GIF unless WebP is forced or known to decode (or there is no GIF); the WebP
    // goes in front of it.
    const src = (format !== 'webp' && !(webp && !gifFallback) && safeUrl(rendition?.url)) || webp;
    return src
      ? { src, webp: webp && webp !== src ? webp : undefined, format: webp ? ('webp' as const) : ('gif' as const) }
      : undefined;
  };
  const image =
    (format: MediaFormat): Planner =>
    (rendition) => {
      const chosen = files(rendition, format);
      return chosen && { kind: 'image', rendition, ...chosen, still: false };
    };
  // A still: the forced format where the still has it, else any.
  const stillImage: Planner = (rendition, images) => {
    const file = images[stillName(rendition.name)];
    const chosen = files(file, media) ?? files(file, 'auto');
    return chosen && { kind: 'image', rendition, ...chosen, still: true };
  };
  const video: Planner = (rendition, images) => {
    if (!safeUrl(rendition.mp4)) return undefined;
    // MP4 is usually far lighter than WebP, not always: where GIPHY recorded both sizes and the
    // WebP is the smaller file, the moving WebP of the same rendition is shown instead.
    const { mp4_size: mp4Size, webp_size: webpSize } = rendition;
    const moving = image(media)(rendition, images);
    if (media === 'auto' && capabilities.webp && mp4Size && webpSize && webpSize < mp4Size && moving?.format === 'webp')
      return moving;
    const poster = images[stillName(rendition.name)];
    return {
      kind: 'video',
      format: 'mp4',
      rendition,
      src: rendition.mp4!,
      poster: safeUrl(capabilities.webp && poster?.webp ? poster.webp : poster?.url),
      still: false,
    };
  };

  // The steps in order; the first that some rendition can serve decides. After the preferred
  // ones: the forced format where a rendition has it, else whatever image there is.
  const playsVideo = media === 'mp4' || (media === 'auto' && capabilities.autoplay);
  const steps: (Step | false)[] = [
    still && { plan: stillImage },
    !still && economy && media !== 'mp4' && { plan: image(media), names: ECONOMY_CANDIDATES },
    !still && playsVideo && !hasTransparency(gif) && { plan: video },
    { plan: image(media) },
    { plan: image('auto') },
  ];
  const sets = [gif.images, gif.video?.previews];
  // The best rendition for a box, in the GIF's images or else a clip's previews.
  const find = (plan: Planner, names: readonly string[], boxWidth: number, boxHeight: number) => {
    for (const images of sets) {
      const rendition = bestRendition(images, boxWidth, boxHeight, {
        names,
        scaleUpMaxPixels,
        accept: (candidate) => !!plan(candidate, images!),
      });
      if (rendition) return plan(rendition, images!);
    }
    return undefined;
  };
  for (const step of steps) {
    if (!step) continue;
    const { plan, names = RENDITION_CANDIDATES } = step;
    const found = find(plan, names, box.width, box.height);
    if (!found) continue;
    // Chosen for a high-density screen but far bigger than its device box: the CSS box's choice.
    const { width: w, height: h } = found.rendition;
    if (density > 1 && w * h > MEDIA_DENSITY_MAX_OVERSHOOT * box.width * box.height)
      return find(plan, names, width, height) ?? found;
    return found;
  }
  return undefined;
}
