/**
 * v4 mock resolvers for what hangs off a channel: its GIF memberships (list / add / remove,
 * reflected in the channel feed) and its ranked and magic tags (create / update / delete,
 * reflected in the channel's `tags` and `syncable_tags`).
 */
import { findGif } from '../data/v4';
import type { V4State } from '../data/v4-state';
import {
  fieldsOf,
  idList,
  invalid,
  notFound,
  optionalInt,
  optionalString,
  requiredInt,
  requiredString,
  type V4Resolvers,
} from './v4-helpers';

export function createChannelTagResolvers(state: V4State) {
  const channelOf = (value: unknown) => {
    const id = requiredInt(value, 'channel', { min: 1 });
    return state.channels.get(id) ?? invalid('channel', `Invalid pk "${id}" - object does not exist.`);
  };
  const memberships = (gifs: string[], channels = [...state.channels.values()]) =>
    channels
      .sort((a, b) => a.id - b.id)
      .flatMap((c) =>
        gifs.flatMap((gif) => {
          const position = c.gifs.indexOf(gif);
          return position < 0 ? [] : [{ channel: c.id, gif, position }];
        }),
      );
  const rankedTag = (id: string) => state.rankedTags.get(Number(id)) ?? notFound();

  return {
    listChannelGifs: ({ query }) => ({ results: memberships(idList(query.getAll('gif'), 'gif')) }),

    addChannelGifs: ({ body }) => {
      const fields = fieldsOf(body);
      const channel = channelOf(fields.channel);
      const gifs = idList(fields.gif, 'gif');
      const unknown = gifs.find((id) => !findGif(id));
      if (unknown) invalid('gif', `Unknown GIF id "${unknown}".`);
      const added = gifs.filter((id) => !channel.gifs.includes(id));
      channel.gifs.unshift(...added);
      return { results: memberships(gifs, [channel]) };
    },

    removeChannelGifs: ({ body }) => {
      const fields = fieldsOf(body);
      const channel = channelOf(fields.channel);
      const gifs = new Set(idList(fields.gif, 'gif'));
      channel.gifs = channel.gifs.filter((id) => !gifs.has(id));
      return null;
    },

    createRankedTag: ({ body }) => {
      const fields = fieldsOf(body);
      const channel = channelOf(fields.channel);
      const tag = requiredString(fields.tag, 'tag');
      const ranks = [...state.rankedTags.values()].filter((t) => t.channel === channel.id).map((t) => t.rank ?? 0);
      const rank = optionalInt(fields.rank, 'rank', { min: 1 }) ?? Math.max(0, ...ranks) + 1;
      const entry = { id: state.next.rankedTag++, channel: channel.id, tag, rank };
      state.rankedTags.set(entry.id, entry);
      return entry;
    },

    updateRankedTag: ({ params, body }) => {
      const entry = rankedTag(params.id);
      const fields = fieldsOf(body);
      const tag = optionalString(fields.tag, 'tag');
      const rank = optionalInt(fields.rank, 'rank', { min: 1 });
      if (tag === undefined && rank === undefined) invalid('non_field_errors', 'No fields to update.');
      if (tag !== undefined) entry.tag = requiredString(tag, 'tag');
      if (rank !== undefined) entry.rank = rank;
      return entry;
    },

    deleteRankedTag: ({ params }) => {
      state.rankedTags.delete(rankedTag(params.id).id);
      return null;
    },

    createMagicTag: ({ body }) => {
      const fields = fieldsOf(body);
      const channel = channelOf(fields.channel);
      const entry = { id: state.next.magicTag++, channel: channel.id, tag: requiredString(fields.tag, 'tag') };
      state.magicTags.set(entry.id, entry);
      return entry;
    },

    deleteMagicTag: ({ params }) => {
      const entry = state.magicTags.get(Number(params.id)) ?? notFound();
      state.magicTags.delete(entry.id);
      return null;
    },
  } satisfies Partial<V4Resolvers>;
}
