/**
 * A GIPHY-shaped channel back into gifkit's channel type (gifkit/compat/react's search context
 * hands its channels to the headless search); the inverse of toCompatChannel.ts.
 */
import type { Channel } from '../client/createGiphyClient';
import { normalizeChannelInPlace } from '../normalize/channel';
import type { IChannel, IGif } from './types';

type ChannelWithoutEmptyGifs = Omit<IChannel, 'featured_gif' | 'screensaver_gif' | 'ancestors' | 'children'> & {
  featured_gif?: IGif;
  screensaver_gif?: IGif;
  ancestors: ChannelWithoutEmptyGifs[];
};

/** The channel without the empty GIFs toCompatChannel fills in (they have no id to normalize). */
function withoutEmptyGifs({
  featured_gif,
  screensaver_gif,
  ancestors,
  children: _children,
  ...rest
}: IChannel): ChannelWithoutEmptyGifs {
  return {
    ...rest,
    ...(featured_gif?.id ? { featured_gif } : {}),
    ...(screensaver_gif?.id ? { screensaver_gif } : {}),
    ancestors: ancestors.map(withoutEmptyGifs),
  };
}

/**
 * A GIPHY-shaped channel (from compat results or from the app, e.g. an initial channel) as
 * gifkit's channel, through gifkit's channel normalizer (on a copy): only http(s) URLs are kept.
 * Throws a ValidationError when it cannot be normalized.
 */
export function fromCompatChannel(channel: IChannel): Channel {
  return normalizeChannelInPlace(structuredClone(withoutEmptyGifs(channel)), 'channel');
}
