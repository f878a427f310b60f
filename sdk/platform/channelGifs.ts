/**
 * Channel membership: which channels hold given GIFs, and
 * adding or removing GIFs to or from a channel. GIF ids go comma-separated (`gif=a,b`).
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions } from './types';

type Membership = BodyOf<V4['addChannelGifs']>;

/** Creates the `channelGifs` namespace. */
export function createChannelGifs({ transports: { site }, call }: PlatformContext) {
  return {
    /** One entry per (channel, GIF) membership of the given GIF ids. */
    list({ gif, signal }: { gif: string | readonly string[] } & CallOptions) {
      const query = { gif: typeof gif === 'string' ? [gif] : [...gif] };
      return call(
        site.GET('/api/v4/channel-gifs/', {
          params: { query },
          querySerializer: { array: { style: 'form', explode: false } },
          signal,
        }),
      );
    },
    /** Adds GIFs to the top of a channel's feed; answers their memberships. */
    add({ signal, ...body }: Membership & CallOptions) {
      return call(site.POST('/api/v4/channel-gifs/', { body, signal }));
    },
    /** Removes GIFs from a channel (answers 204, resolved as `undefined`). */
    remove({ signal, ...body }: BodyOf<V4['removeChannelGifs']> & CallOptions) {
      return call(site.POST('/api/v4/channel-gifs/remove/', { body, signal }));
    },
  };
}
