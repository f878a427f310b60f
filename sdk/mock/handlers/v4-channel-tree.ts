/**
 * The v4 mock's channel tree as the site API shows it: lookups (404 when unknown), children in
 * position order, ancestors, and the channel object (summary for children and ancestors; full
 * view with featured GIF, ranked tags, magic tags and children).
 */
import type { components } from '../../generated/v4';
import { findGif, SELF_ID, toV4Gif } from '../data/v4';
import type { ChannelRecord, V4State } from '../data/v4-state';
import { notFound } from './v4-helpers';

type Channel = components['schemas']['Channel'];

export function createChannelTree(state: V4State) {
  const get = (id: unknown): ChannelRecord => {
    const rec = state.channels.get(Number(id));
    return rec ?? notFound();
  };
  const childrenOf = (parent: number | null) =>
    [...state.channels.values()].filter((c) => c.parent === parent).sort((a, b) => a.position - b.position);
  const ancestorsOf = (rec: ChannelRecord): ChannelRecord[] => {
    const chain: ChannelRecord[] = [];
    for (let at = rec.parent; at !== null; at = state.channels.get(at)?.parent ?? null) {
      const up = state.channels.get(at);
      if (!up) break;
      chain.unshift(up);
    }
    return chain;
  };
  const renumber = (parent: number | null) => {
    childrenOf(parent).forEach((c, i) => {
      c.position = i;
    });
  };

  const summary = (rec: ChannelRecord, origin: string): Channel => ({
    id: rec.id,
    slug: rec.slug,
    display_name: rec.display_name,
    short_display_name: rec.short_display_name,
    url: `/${[...ancestorsOf(rec), rec].map((c) => c.slug).join('/')}`,
    description: rec.description,
    metadata_description: rec.description,
    parent: rec.parent,
    position: rec.position,
    type: rec.type,
    content_type: rec.content_type,
    banner_image: rec.banner_image,
    has_children: childrenOf(rec.id).length > 0,
    is_visible: rec.is_visible,
    is_private: rec.is_private,
    is_live: false,
    feed: `${origin}/api/v4/channels/${rec.id}/feed/`,
    update_datetime: rec.update_datetime,
  });

  const view = (rec: ChannelRecord, request: Request, withChildren = true): Channel => {
    const origin = new URL(request.url).origin;
    const featured = rec.featured_gif ?? rec.gifs.find((id) => !state.removed.has(id));
    const raw = featured ? findGif(featured) : undefined;
    const owner = state.users.get(SELF_ID);
    const channel: Channel = {
      ...summary(rec, origin),
      featured_gif: raw ? toV4Gif(raw) : null,
      tags: [...state.rankedTags.values()]
        .filter((t) => t.channel === rec.id)
        .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)),
      syncable_tags: [...state.magicTags.values()].filter((t) => t.channel === rec.id),
      ancestors: ancestorsOf(rec).map((c) => summary(c, origin)),
    };
    if (owner) channel.user = { ...owner, email: undefined };
    if (withChildren) channel.children = childrenOf(rec.id).map((c) => summary(c, origin));
    return channel;
  };

  return { get, childrenOf, ancestorsOf, renumber, summary, view };
}
