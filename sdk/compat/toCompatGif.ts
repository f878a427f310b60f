/**
 * Turns gifkit's normalized GIF (and category and answer envelopes) into the shapes of
 * @giphy/js-types / @giphy/js-fetch-api (gifTypes.ts, types.ts). The normalizer has already
 * kept only http(s) URLs; what the API left out is filled so GIPHY's required fields hold:
 * strings `''`, flags `false`, a missing rendition or clip asset an empty file
 * (`url: ''`, sizes 0), a missing uploader an empty anonymous one. docs/compat.md lists them.
 */
import type { Category } from '../client/createGiphyClient';
import type { ListResult, Meta, Pagination } from '../normalize/envelope';
import type { Gif, GifUser, GifVideo, Images, Rendition, VideoAsset } from '../normalize/gif';
import type {
  CategoriesResult,
  GifsResult,
  ICategory,
  IGif,
  IImages,
  ImageAllTypes,
  IUser,
  IVideo,
  Language,
  ResultMeta,
  ResultPagination,
} from './types';

/** The renditions GIPHY's `IImages` requires. */
const RENDITION_NAMES = [
  'fixed_height_still',
  'original_still',
  'fixed_width',
  'fixed_height_small_still',
  'fixed_height_downsampled',
  'preview',
  'fixed_height_small',
  'downsized_still',
  'downsized',
  'downsized_large',
  'fixed_width_small_still',
  'preview_webp',
  'fixed_width_still',
  'fixed_width_small',
  'downsized_small',
  'fixed_width_downsampled',
  'downsized_medium',
  'original',
  'fixed_height',
  'looping',
  'original_mp4',
  'preview_gif',
  '480w_still',
] as const satisfies readonly (keyof IImages)[];
const ASSET_NAMES = ['source', '360p', '480p', '720p', '1080p', '4k'] as const;
const LANGUAGES: readonly string[] = ['en', 'fr', 'sp', 'it', 'de'] satisfies Language[];
const GIF_TYPES: readonly string[] = ['video', 'gif', 'text'] satisfies IGif['type'][];

/** A string field, `''` when the API left it out or sent something else. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const sizeText = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** One rendition with every file field GIPHY's renditions declare; sizes of bytes as strings, as the API sends them. */
function toImage(rendition: Rendition | undefined): ImageAllTypes {
  const { width = 0, height = 0, size, mp4_size, webp_size, frames, ...rest }: Partial<Rendition> = rendition ?? {};
  return {
    ...rest,
    ...(frames === undefined ? {} : { frames: String(frames) }),
    url: text(rest.url),
    width,
    height,
    ...(size === undefined ? {} : { size: String(size) }),
    mp4: text(rest.mp4),
    mp4_size: sizeText(mp4_size),
    webp: text(rest.webp),
    webp_size: sizeText(webp_size),
  };
}

/** Every rendition GIPHY's type names (missing ones empty), plus any others the API sent. */
function toImages(images: Images | undefined): IImages {
  const out: Record<string, ImageAllTypes> = {};
  for (const [name, rendition] of Object.entries(images ?? {})) if (rendition) out[name] = toImage(rendition);
  for (const name of RENDITION_NAMES) out[name] ??= toImage(undefined);
  return out as unknown as IImages; // every name of IImages was filled just above
}

function toAsset(asset: VideoAsset | undefined) {
  return { url: text(asset?.url), width: asset?.width ?? 0, height: asset?.height ?? 0 };
}

function toVideo(video: GifVideo): IVideo {
  const assets: Record<string, ReturnType<typeof toAsset>> = {};
  for (const [name, asset] of Object.entries(video.assets ?? {})) assets[name] = toAsset(asset);
  for (const name of ASSET_NAMES) assets[name] ??= toAsset(undefined);
  const native = text(video.native);
  return {
    ...video,
    assets: assets as unknown as IVideo['assets'], // every name was filled just above
    description: text(video.description),
    dash_manifest_url: text(video.dash_manifest_url),
    hls_manifest_url: text(video.hls_manifest_url),
    previews: toImages(video.previews),
    captions: video.captions as IVideo['captions'],
    native: (LANGUAGES.includes(native) ? native : 'en') as Language,
  };
}

/** The uploader in GIPHY's `IUser` shape (an empty anonymous user when there is none). */
export function toCompatUser(user: GifUser | undefined): IUser {
  const userType = text(user?.user_type);
  return {
    ...user,
    username: text(user?.username),
    id: typeof user?.id === 'number' ? user.id : 0,
    avatar_url: text(user?.avatar_url),
    is_verified: user?.is_verified ?? false,
    about_bio: text(user?.description),
    display_name: text(user?.display_name),
    user_type: (['partner', 'artist', 'user'].includes(userType) ? userType : 'anonymous') as IUser['user_type'],
    is_public: user?.is_public ?? false,
    twitter: text((user as { twitter?: unknown } | undefined)?.twitter),
    facebook: text((user as { facebook?: unknown } | undefined)?.facebook),
    instagram: text((user as { instagram?: unknown } | undefined)?.instagram),
    tumblr_site: text((user as { tumblr_site?: unknown } | undefined)?.tumblr_site),
  };
}

/** A normalized GIF in GIPHY's `IGif` shape (fallbacks: see the file comment). */
export function toCompatGif(gif: Gif): IGif {
  const { images, user, video, type, ...rest } = gif;
  const extra = rest as Record<string, unknown>;
  return {
    ...rest,
    type: (GIF_TYPES.includes(text(type)) ? type : 'gif') as IGif['type'],
    slug: text(rest.slug),
    url: text(rest.url),
    bitly_gif_url: text(rest.bitly_gif_url),
    bitly_url: text(rest.bitly_url),
    embed_url: text(rest.embed_url),
    username: text(rest.username),
    source: text(rest.source),
    rating: text(rest.rating),
    content_url: text(rest.content_url),
    source_tld: text(rest.source_tld),
    source_post_url: text(rest.source_post_url),
    import_datetime: text(rest.import_datetime),
    trending_datetime: text(rest.trending_datetime),
    title: text(rest.title),
    is_scheduled: extra.is_scheduled === true || extra.is_scheduled === 1,
    bottle_data: extra.bottle_data ?? {},
    response_id: text(rest.response_id),
    analytics_response_payload: text(rest.analytics_response_payload),
    user: toCompatUser(user),
    images: toImages(images),
    ...(video ? { video: toVideo(video) } : {}),
  };
}

/** `meta` in GIPHY's shape. */
export function toResultMeta(meta: Meta): ResultMeta {
  return { ...meta, msg: text(meta.msg), response_id: text(meta.response_id), status: meta.status };
}

/** Pagination with `total_count` (`offset + count` when the API left it out). */
export function toResultPagination(pagination: Pagination): ResultPagination {
  // GIPHY's answers (the only ones compat reads) carry numeric cursors: a string one is a Tenor-v2 source's.
  const total_count = pagination.total_count ?? pagination.offset + pagination.count;
  return { ...pagination, total_count } as ResultPagination;
}

/** A page of normalized GIFs in GIPHY's `GifsResult` shape. */
export function toGifsResult(result: ListResult<Gif>): GifsResult {
  return {
    data: result.data.map(toCompatGif),
    pagination: toResultPagination(result.pagination),
    meta: toResultMeta(result.meta),
  };
}

/** A category in GIPHY's `ICategory` shape (`subcategories` `[]` when none). */
export function toCompatCategory(category: Category): ICategory {
  const { gif, subcategories, ...rest } = category;
  return {
    ...rest,
    subcategories: (subcategories ?? []).map(toCompatCategory),
    ...(gif ? { gif: toCompatGif(gif) } : {}),
  };
}

/** A page of categories in GIPHY's `CategoriesResult` shape. */
export function toCategoriesResult(result: ListResult<Category>): CategoriesResult {
  return {
    data: result.data.map(toCompatCategory),
    pagination: toResultPagination(result.pagination),
    meta: toResultMeta(result.meta),
  };
}
