/**
 * `<Embed>`: the render-prop form of `useEmbed`. It renders nothing of its own: `children`
 * receives the state and prop getters and returns the markup.
 */
import type { ReactNode } from 'react';
import type { EmbedOptions } from './types';
import { type EmbedResult, useEmbed } from './useEmbed';

/** The headless `<Embed>`'s props: `useEmbed`'s options and a render function that gets its result. */
export interface EmbedProps extends EmbedOptions {
  children: (embed: EmbedResult) => ReactNode;
}

/** The headless embed player: `useEmbed` as a render-prop component (no CSS). */
export function Embed({ children, ...options }: EmbedProps): ReactNode {
  return children(useEmbed(options));
}
