/**
 * v4 mock resolvers for the channel tree: get / find by slug / create / update (with a flush
 * job that reports PENDING twice, then DONE) / move / delete (cascading) / children, and the
 * paginated channel feed (`{results, next}` with an absolute `next` URL). Views: ./v4-channel-tree.ts.
 */
import { findGif, toV4Gif } from '../data/v4';
import { type ChannelRecord, jobUuid, type V4State } from '../data/v4-state';
import { createChannelTree } from './v4-channel-tree';
import {
  fieldsOf,
  invalid,
  notFound,
  optionalBool,
  optionalInt,
  optionalString,
  pageParams,
  pageUrl,
  requiredInt,
  requiredString,
  type V4Resolvers,
} from './v4-helpers';

const TYPES = ['community', 'editorial'];
const CONTENT_TYPES = ['gif', 'sticker', 'video'];
const FEED_CAP = 5000;

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'channel'
  );
}

export function createChannelResolvers(state: V4State) {
  const { get, childrenOf, renumber, summary, view } = createChannelTree(state);

  /** Applies the editable fields of a create/update body to a record. */
  const apply = (rec: ChannelRecord, fields: Record<string, unknown>) => {
    const name = optionalString(fields.display_name, 'display_name');
    if (name !== undefined) rec.display_name = requiredString(name, 'display_name');
    const slug = optionalString(fields.slug, 'slug');
    if (slug !== undefined) {
      if (!/^[a-z0-9-]+$/.test(slug)) invalid('slug', 'Enter a valid slug (lowercase letters, digits, hyphens).');
      rec.slug = slug;
    }
    for (const key of ['short_display_name', 'description'] as const) {
      const value = optionalString(fields[key], key);
      if (value !== undefined) rec[key] = value;
    }
    for (const [key, allowed] of [
      ['type', TYPES],
      ['content_type', CONTENT_TYPES],
    ] as const) {
      const value = optionalString(fields[key], key);
      if (value === undefined) continue;
      if (!allowed.includes(value)) invalid(key, `"${value}" is not a valid choice.`);
      rec[key] = value;
    }
    for (const key of ['is_private', 'is_visible'] as const) {
      const value = optionalBool(fields[key], key);
      if (value !== undefined) rec[key] = value;
    }
    if (fields.banner_image !== undefined)
      rec.banner_image = optionalString(fields.banner_image, 'banner_image') ?? null;
    if (fields.featured_gif !== undefined) {
      const gif = optionalString(fields.featured_gif, 'featured_gif') ?? null;
      if (gif !== null && !findGif(gif)) invalid('featured_gif', `Unknown GIF id "${gif}".`);
      rec.featured_gif = gif;
    }
    rec.update_datetime = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  };

  return {
    getChannel: ({ params, query, request }) =>
      view(get(params.id), request, optionalBool(query.get('fetch_children'), 'fetch_children') ?? true),

    findChannelsBySlug: ({ query, request }) => {
      const slug = requiredString(query.get('slug') ?? undefined, 'slug').toLowerCase();
      const results = [...state.channels.values()].filter((c) => c.slug === slug).map((c) => view(c, request));
      return { count: results.length, next: null, previous: null, results };
    },

    createChannel: ({ body, request }) => {
      const fields = fieldsOf(body);
      const display_name = requiredString(fields.display_name, 'display_name');
      const parent = optionalInt(fields.parent, 'parent', { min: 1 }) ?? null;
      if (parent !== null && !state.channels.has(parent))
        invalid('parent', `Invalid pk "${parent}" - object does not exist.`);
      const rec: ChannelRecord = {
        id: state.next.channel++,
        slug: slugify(display_name),
        display_name,
        short_display_name: display_name,
        description: '',
        parent,
        position: childrenOf(parent).length,
        type: 'editorial',
        content_type: 'gif',
        is_private: false,
        is_visible: true,
        banner_image: null,
        featured_gif: null,
        gifs: [],
        update_datetime: '',
      };
      apply(rec, fields);
      state.channels.set(rec.id, rec);
      return view(rec, request);
    },

    updateChannel: ({ params, body, request }) => {
      const rec = get(params.id);
      const fields = fieldsOf(body);
      if (!Object.keys(fields).length) invalid('non_field_errors', 'No fields to update.');
      apply(rec, fields);
      const flush_uuid = jobUuid(state.next.job++);
      state.jobs.set(flush_uuid, { channel: rec.id, polls: 0 });
      return { ...view(rec, request), flush_uuid };
    },

    retrieveChannelJob: ({ query }) => {
      const job = requiredString(query.get('job') ?? undefined, 'job');
      const entry = state.jobs.get(job) ?? notFound();
      entry.polls++;
      return { job, status: entry.polls > 2 ? 'DONE' : 'PENDING', channel: entry.channel };
    },

    moveChannel: ({ params, body, request }) => {
      const rec = get(params.id);
      const fields = fieldsOf(body);
      const position = requiredInt(fields.position, 'position', { min: 0 });
      let target = rec.parent;
      if ('target_channel' in fields) {
        target = optionalInt(fields.target_channel, 'target_channel', { min: 1 }) ?? null;
        if (target !== null && !state.channels.has(target)) {
          invalid('target_channel', `Invalid pk "${target}" - object does not exist.`);
        }
        for (let at = target; at !== null; at = state.channels.get(at)?.parent ?? null) {
          if (at === rec.id) invalid('target_channel', 'A channel cannot be moved into itself or its descendants.');
        }
      }
      const from = rec.parent;
      rec.parent = target;
      rec.position = -1;
      renumber(from);
      const siblings = childrenOf(target).filter((c) => c !== rec);
      siblings.splice(Math.min(position, siblings.length), 0, rec);
      siblings.forEach((c, i) => {
        c.position = i;
      });
      return view(rec, request);
    },

    deleteChannel: ({ params }) => {
      const rec = get(params.id);
      const doomed = [rec.id];
      for (let i = 0; i < doomed.length; i++) doomed.push(...childrenOf(doomed[i]!).map((c) => c.id));
      for (const id of doomed) state.channels.delete(id);
      for (const tags of [state.rankedTags, state.magicTags]) {
        for (const [id, tag] of tags) if (doomed.includes(tag.channel)) tags.delete(id);
      }
      renumber(rec.parent);
      return null;
    },

    listChannelChildren: ({ params, request }) => {
      const rec = get(params.id);
      const results = childrenOf(rec.id).map((c) => summary(c, new URL(request.url).origin));
      return { count: results.length, next: null, previous: null, results };
    },

    getChannelFeed: ({ params, query, request }) => {
      const rec = get(params.id);
      const { limit, offset } = pageParams(query, FEED_CAP);
      const ids = rec.gifs.filter((id) => !state.removed.has(id));
      const results = ids.slice(offset, offset + limit).flatMap((id) => {
        const raw = findGif(id);
        return raw ? [toV4Gif(raw)] : [];
      });
      const end = offset + limit;
      return { results, next: pageUrl(request, end, limit, end < ids.length && end <= FEED_CAP) };
    },
  } satisfies Partial<V4Resolvers>;
}
