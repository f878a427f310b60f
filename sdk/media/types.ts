/**
 * The smallest structural shapes the media rules read. They are deliberately not the SDK's
 * normalized GIF type: anything carrying these fields (a normalized GIF, a fixture, a record
 * from the embed page, a hand-written test object) can be passed to every rule.
 */

/** One encoding of a GIF at one size, as found under `images.<name>`. */
export interface Rendition {
  /** The animated (or, for `*_still`, static) GIF file. */
  url?: string;
  width: number;
  height: number;
  /** The same frames as WebP, smaller than the GIF; only some renditions have it. */
  webp?: string;
  /** The same frames as a silent MP4, the lightest way to play them; only some renditions have it. */
  mp4?: string;
  /** Recorded file sizes in bytes (GIF, WebP, MP4), when the API sent them. */
  size?: number;
  webp_size?: number;
  mp4_size?: number;
}

/** Renditions by name (`original`, `fixed_width`, `fixed_width_still`…); any may be missing. */
export type Renditions = Partial<Record<string, Rendition>>;

/** One clip encoding under `video.assets` (`360p`, `720p`, `source`…). */
export interface VideoAsset {
  url: string;
  width: number;
  height: number;
}

/** The `video` object of a clip: its MP4 assets and an images-like preview map. */
export interface VideoLike {
  assets?: Partial<Record<string, VideoAsset>>;
  previews?: Renditions;
}

/** The uploader fields the attribution and avatar rules read. */
export interface UserLike {
  username?: string;
  display_name?: string;
  avatar_url?: string;
  profile_url?: string;
  is_verified?: boolean;
  /** Only public uploaders are credited in the single-clip embed. */
  is_public?: boolean;
  /** The uploader asked for no branding around their media. */
  suppress_chrome?: boolean;
}

/** A GIF, sticker or clip as far as the media rules are concerned. */
export interface GifLike {
  id: string;
  /** `gif`, `sticker`, `video`, `emoji`, `text`. */
  type?: string;
  is_sticker?: boolean;
  title?: string;
  alt_text?: string;
  tags?: readonly string[];
  /** Top-level uploader name; GIPHY sends `""` when there is none. */
  username?: string;
  user?: UserLike;
  images: Renditions;
  video?: VideoLike;
}

/** How a rendition should be turned into a URL. */
export interface RenditionUrlOptions {
  /** Ask for the static first frame (`<name>_still`) instead of the animation. Ignored with `video`. */
  still?: boolean;
  /** Ask for the MP4, for a `<video>` element. Stickers never get one: MP4 has no transparency. */
  video?: boolean;
  /**
   * The browser can show WebP. Detect it once in the app and pass it in; the default is `false`,
   * so the GIF `url` (which every browser shows) is returned.
   */
  webp?: boolean;
}

/**
 * The file format a tile uses: `'auto'` (default) lets the media policy pick per GIF
 * (docs/media-rules.md); the others force MP4 video, WebP or GIF images wherever the GIF has them.
 */
export type MediaFormat = 'auto' | 'mp4' | 'webp' | 'gif';
