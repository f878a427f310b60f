/**
 * `<Embed>`: the render-prop form of `useEmbed`. It renders nothing of its own: `children`
 * receives the state and prop getters and returns the markup.
 */
import type { ReactNode } from 'react';
import type { EmbedOptions } from './types';
import { type EmbedResult, useEmbed } from './useEmbed';

export interface EmbedProps extends EmbedOptions {
  children: (embed: EmbedResult) => ReactNode;
}

export function Embed({ children, ...options }: EmbedProps): ReactNode {
  return children(useEmbed(options));
}
