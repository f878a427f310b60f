/**
 * `<Tile>`: the render-prop GIF tile built only from `useTile`, with parts `<TileMedia>` and
 * `<TileOverlay>` that read the tile from context.
 */
import {
  createContext,
  type HTMLAttributes,
  type ImgHTMLAttributes,
  type ReactNode,
  type Ref,
  useContext,
  type VideoHTMLAttributes,
} from 'react';
import { altText } from '../../sdk/media/altText';
import { safeUrl } from '../../sdk/media/safeUrl';
import { type AsGif, asGif } from '../../sdk/normalize/asGif';
import { useMediaSettings } from '../shared/mediaPreference';
import { useWaitForFirstPaint } from './firstPaint';
import type { GifInput, TileGif, TileOptions, TileResult } from './types';
import { useTileView } from './useTile';

const TILE_NAME = 'Tile';
const MEDIA_NAME = 'TileMedia';
const OVERLAY_NAME = 'TileOverlay';

const TileContext = createContext<TileResult | null>(null);

/** Development only (the part's name too): a part outside a tile fails on its first property read in production. */
function assertInTile(tile: TileResult | null, part: string) {
  if (!tile) throw new Error(`gifkit: <${part}> must be used inside <${TILE_NAME}>.`);
}

/** The headless `<Tile>`'s props: `useTile`'s options and a render function that gets its result. */
export interface TileProps<G extends GifInput = TileGif> extends TileOptions<G> {
  /**
   * A function renders everything from the tile's state and getters (the root too); nodes
   * are rendered inside the root. Default: `<TileMedia />` and `<TileOverlay />`.
   */
  children?: ReactNode | ((tile: TileResult<AsGif<G>>) => ReactNode);
  /** Props for the root element (merged by `getRootProps`), e.g. a grid's item props. */
  rootProps?: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
}

/**
 * One GIF: a link to `gif.url` (or, with `noLink`, a `role="button"` element), its media as
 * the media policy chooses (an MP4 video, a WebP or GIF image, a still frame; see
 * docs/media-rules.md), a placeholder until it loads, and, given
 * `attribution={tileAttribution}`, an attribution overlay on hover.
 * `gif` may be a normalized `Gif` or the API's own JSON (`ApiGif`), normalized once per object;
 * callbacks and the render prop get the normalized GIF. A GIF without a usable rendition
 * renders nothing (with one development warning naming its id).
 *
 * Keys: Enter follows the link; with `noLink`, Enter or Space activates (`onClick`). Tab
 * focus shows the overlay (if any) and, under reduced motion or save-data, plays the GIF.
 *
 * @selector [data-gk-tile] the root; `--gk-tile-radius` (default 4px), `--gk-tile-width`, `--gk-tile-height`, `--gk-tile-placeholder` (a colour or the sticker checkerboard: paint it while loading, and always behind stickers)
 * @selector [data-gk-tile][data-state="loading|loaded"] the image's state
 * @selector [data-gk-tile][data-sticker] a sticker (transparent: keep the checkerboard)
 * @selector [data-gk-tile][data-still] showing the still frame (reduced motion, save-data)
 * @selector [data-gk-tile][data-media="video|image"][data-format="mp4|webp|gif"] what the media policy chose
 * @selector [data-gk-tile][data-hovered] hovered for 200 ms
 * @selector [data-gk-tile][data-seen] at least 99% visible after loading
 * @selector [data-gk-tile-image] the `<img>`; [data-gk-tile-video] the `<video>`; [data-gk-tile-video-pending] the video's box until the frame that first shows it has been painted (no `<video>` yet)
 * @selector [data-gk-tile-overlay][data-state="open|closed"] the attribution overlay, with `attribution` (aria-hidden; the name is decorative credit)
 * @selector [data-gk-tile-avatar], [data-gk-tile-name] the default overlay's avatar and name
 */
export function Tile<G extends GifInput>(props: TileProps<G>) {
  // The API's JSON is normalized once per object; a normalized GIF is read as it is.
  return <TileView {...(props as unknown as TileProps)} gif={asGif(props.gif)} />;
}
if (process.env.NODE_ENV !== 'production') Tile.displayName = TILE_NAME;

/**
 * `<Tile>` for a GIF already normalized (a `Gif` from any source: the SDK, the hooks and every
 * source hand them out so), without the boundary for the API's own JSON (`asGif`): the same
 * markup, parts and vocabulary, and none of GIPHY's normalizer in the bundle. The picker's
 * tiles are these; give the API's own JSON to `<Tile>`.
 */
export function TileView<G extends TileGif>({ children, rootProps, ...options }: TileProps<G>) {
  const tile = useTileView(options);
  if (!tile.rendition) return null;
  const Root = tile.linked ? 'a' : 'div';
  return (
    <TileContext.Provider value={tile as TileResult}>
      {typeof children === 'function' ? (
        children(tile as TileResult<AsGif<G>>)
      ) : (
        <Root {...tile.getRootProps(rootProps)}>
          {children ?? <TileMedia />}
          {children == null && <TileOverlay />}
        </Root>
      )}
    </TileContext.Provider>
  );
}
if (process.env.NODE_ENV !== 'production') TileView.displayName = 'TileView';

/** The props of `<TileMedia>` and `<TileImage>`: the element's attributes and a ref. */
export type TileMediaProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

/**
 * The tile's media, as the policy chose it: a `<video>` (muted, looping, playing only in view)
 * or an `<img>` (WebP or GIF; on the server and in the hydration render, where WebP support is
 * only assumed, a WebP sits in a `<picture>` in front of its GIF). Props go to the `<video>` or `<img>`.
 */
export function TileMedia(props: TileMediaProps) {
  const tile = useContext(TileContext)!;
  if (process.env.NODE_ENV !== 'production') assertInTile(tile, MEDIA_NAME);
  // A client render (not the server's or the hydration's) creates a video tile's `<video>` a
  // frame after its first paint (./firstPaint.ts): until then, the same box in the placeholder.
  const { detected } = useMediaSettings();
  const waiting = useWaitForFirstPaint(detected && tile.media?.kind === 'video');
  if (tile.media?.kind === 'video') {
    if (waiting) {
      return (
        <span
          data-gk-tile-video-pending=""
          role="img"
          aria-label={altText(tile.gif)}
          className={props.className}
          style={{
            display: 'block',
            width: Math.round(tile.width),
            height: Math.round(tile.height),
            background: 'var(--gk-tile-placeholder)',
          }}
        />
      );
    }
    // A new file is a new element: it is watched and played afresh.
    return <video key={tile.media.src} {...tile.getVideoProps(props as VideoHTMLAttributes<HTMLVideoElement>)} />;
  }
  const imageProps = tile.getImageProps(props as ImgHTMLAttributes<HTMLImageElement>);
  const image = <img {...imageProps} alt={imageProps.alt} />;
  return tile.media?.webp ? (
    // `display: contents`: the picture adds no box, the image sizes as it would alone.
    <picture style={{ display: 'contents' }}>
      <source {...tile.getSourceProps()} />
      {image}
    </picture>
  ) : (
    image
  );
}
if (process.env.NODE_ENV !== 'production') TileMedia.displayName = MEDIA_NAME;

/** The former name of {@link TileMedia}, which it now is (the media may be a video). */
export const TileImage = TileMedia;

/**
 * The attribution overlay: rendered from the first hover or focus on (so avatars load only
 * when wanted), open while hovered or focused. Default content: avatar and name.
 */
export function TileOverlay({
  children,
  verifiedBadge,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** Shown after the default content's name when the uploader is verified. */
  verifiedBadge?: ReactNode;
}) {
  const tile = useContext(TileContext)!;
  if (process.env.NODE_ENV !== 'production') assertInTile(tile, OVERLAY_NAME);
  const credit = tile.overlayMounted && tile.attribution;
  return credit ? (
    <div {...tile.getOverlayProps(props)}>
      {children ?? (
        <img data-gk-tile-avatar="" src={safeUrl(credit.avatar) || undefined} alt="" width={32} height={32} />
      )}
      {children == null && <span data-gk-tile-name="">{credit.name}</span>}
      {children == null && credit.verified && verifiedBadge}
    </div>
  ) : null;
}
if (process.env.NODE_ENV !== 'production') TileOverlay.displayName = OVERLAY_NAME;
