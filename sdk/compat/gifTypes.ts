/**
 * The GIF shape of @giphy/js-types 5.x, declared here so gifkit/compat needs no GIPHY package:
 * every field GIPHY's type requires is required here too, so a compat GIF is assignable to
 * GIPHY's `IGif` and back, and `gif.images.original.url` compiles under `strict`. The compat
 * GiphyFetch fills what the API left out (toCompatGif.ts; fallbacks in docs/compat.md).
 */

/** A GIF id: GIPHY's ids are strings; numbers are accepted. */
export type GifID = string | number;

/** A rendition's size. */
export interface IRendition {
  width: number;
  height: number;
}
/** A GIF (or still) file; `size` in bytes, as a string as the API sends it. */
export interface IImage extends IRendition {
  url: string;
  size?: string;
}
/** An MP4 file. */
export interface IMP4 extends IRendition {
  mp4: string;
  mp4_size: string;
}
/** A WebP file. */
export interface IWebP {
  webp: string;
  webp_size: string;
}
/** A rendition with its GIF, WebP and MP4 files. */
export type ImageAllTypes = IImage & IWebP & IMP4;
/** Every rendition GIPHY's type names (a missing one is filled: docs/compat.md). */
export interface IImages {
  fixed_height_still: IImage;
  original_still: IImage;
  fixed_width: ImageAllTypes;
  fixed_height_small_still: IImage;
  fixed_height_downsampled: IImage & IWebP;
  preview: IImage;
  fixed_height_small: ImageAllTypes;
  downsized_still: IImage;
  downsized: IImage;
  downsized_large: IImage;
  fixed_width_small_still: IImage;
  preview_webp: IImage;
  fixed_width_still: IImage;
  fixed_width_small: ImageAllTypes;
  downsized_small: IImage & IMP4;
  fixed_width_downsampled: IImage & IWebP;
  downsized_medium: IImage;
  original: ImageAllTypes;
  fixed_height: ImageAllTypes;
  looping: IMP4;
  original_mp4: IMP4;
  preview_gif: IImage;
  '480w_still': IImage;
}

/** The uploader (an anonymous GIF gets an empty one: docs/compat.md). */
export interface IUser {
  username: string;
  id: number;
  avatar_url: string;
  is_verified: boolean;
  about_bio: string;
  display_name: string;
  user_type: 'partner' | 'artist' | 'user' | 'anonymous';
  is_public: boolean;
  primary_site?: string;
  twitter: string;
  facebook: string;
  instagram: string;
  tumblr_site: string;
  twitter_url?: string;
  facebook_url?: string;
  instagram_url?: string;
  tumblr_url?: string;
  website_url?: string;
}

/** One clip encoding's file. */
export type IURLAsset = IImage;
/** A clip's encodings. */
export interface IVideoAssets {
  source: IURLAsset;
  '360p': IURLAsset;
  '480p': IURLAsset;
  '720p': IURLAsset;
  '1080p': IURLAsset;
  '4k': IURLAsset;
}
/** A caption language. */
export type Language = 'en' | 'fr' | 'sp' | 'it' | 'de';
/** A caption track's files. */
export interface ICaption {
  srt: string;
  vtt: string;
}
/** A clip's video. */
export interface IVideo {
  assets: IVideoAssets;
  description: string;
  dash_manifest_url: string;
  hls_manifest_url: string;
  previews: IImages;
  captions?: Partial<Record<Language, ICaption>>;
  native: Language;
}

/** A GIF, sticker, text or clip as GIPHY's kit types it. */
export interface IGif {
  type: 'video' | 'gif' | 'text';
  id: GifID;
  slug: string;
  url: string;
  bitly_gif_url: string;
  bitly_url: string;
  embed_url: string;
  username: string;
  source: string;
  rating: string;
  content_url: string;
  source_tld: string;
  source_post_url: string;
  is_indexable: boolean;
  is_sticker: boolean;
  import_datetime: string;
  trending_datetime: string;
  user: IUser;
  images: IImages;
  title: string;
  is_hidden: boolean;
  is_scheduled: boolean;
  is_removed: boolean;
  tags: string[];
  // biome-ignore lint/suspicious/noExplicitAny: GIPHY's type has `any` here; `unknown` would not be assignable both ways
  bottle_data: any;
  response_id: string;
  analytics_response_payload: string;
  video?: IVideo;
  emoji_group_id?: number;
  variation?: string;
  variation_count?: number;
  alt_text?: string;
}
