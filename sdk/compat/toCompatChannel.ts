/**
 * Turns gifkit's normalized channel (sdk/normalize/channel.ts: only http(s) URLs, `url` the
 * channel page's https URL) into @giphy/js-types' `IChannel` shape (types.ts), the way
 * toCompatGif.ts does GIFs. What the API left out is filled so GIPHY's required fields hold:
 * strings `''`, flags `false`, `parent` `0`, lists `[]`, the owner and the featured GIF empty
 * ones, a screensaver GIF sent as a bare id `null`. docs/compat.md lists them.
 */
import type { Channel } from '../client/createGiphyClient';
import type { ListResult } from '../normalize/envelope';
import { GIF_FLAGS, type Gif } from '../normalize/gif';
import { text, toCompatGif, toCompatUser, toResultMeta, toResultPagination } from './toCompatGif';
import type { ChannelsResult, IChannel, IChannelTag, IGif } from './types';

type WireTag = NonNullable<Channel['tags']>[number];

const CONTENT_TYPES: readonly string[] = ['gif', 'video', 'sticker'] satisfies IChannel['content_type'][];

const int = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const dateTime = (value: unknown): string | number | null =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/** A GIF with no id, no file and no uploader: the featured GIF of a channel that has none. */
function emptyGif(): IGif {
  const flags = Object.fromEntries(GIF_FLAGS.map((flag) => [flag, false])) as { [K in keyof Gif]?: boolean };
  return toCompatGif({ ...flags, id: '', tags: [], images: {} } as Gif); // every flag was set just above
}

function toTag(tag: WireTag): IChannelTag {
  return { ...tag, id: int(tag.id), channel: int(tag.channel), tag: text(tag.tag) };
}

/** A normalized channel in GIPHY's `IChannel` shape (fallbacks: see the file comment). */
export function toCompatChannel(channel: Channel): IChannel {
  const { user, featured_gif, screensaver_gif, ancestors, tags, syncable_tags, ...rest } = channel;
  const contentType = text(rest.content_type);
  return {
    ...rest,
    url: text(rest.url),
    display_name: text(rest.display_name),
    parent: int(rest.parent),
    slug: text(rest.slug),
    type: text(rest.type),
    content_type: (CONTENT_TYPES.includes(contentType) ? contentType : 'gif') as IChannel['content_type'],
    short_display_name: text(rest.short_display_name),
    description: text(rest.description),
    metadata_description: text(rest.metadata_description),
    has_children: rest.has_children === true,
    is_visible: rest.is_visible === true,
    is_private: rest.is_private === true,
    is_live: rest.is_live === true,
    user: toCompatUser(user),
    featured_gif: featured_gif ? toCompatGif(featured_gif) : emptyGif(),
    tags: (tags ?? []).map(toTag),
    live_since_datetime: dateTime(rest.live_since_datetime),
    live_until_datetime: dateTime(rest.live_until_datetime),
    screensaver_gif: screensaver_gif && typeof screensaver_gif === 'object' ? toCompatGif(screensaver_gif) : null,
    banner_image: rest.banner_image ?? null,
    ancestors: (ancestors ?? []).map(toCompatChannel),
    // Channel search sends no children; any the API adds have not been through the normalizer.
    children: [],
    syncable_tags: (syncable_tags ?? []).map(toTag),
    analytics_response_payload: text(rest.analytics_response_payload),
  };
}

/** A page of normalized channels in GIPHY's `ChannelsResult` shape. */
export function toChannelsResult(result: ListResult<Channel>): ChannelsResult {
  return {
    data: result.data.map(toCompatChannel),
    pagination: toResultPagination(result.pagination),
    meta: toResultMeta(result.meta),
  };
}
