/**
 * `<Embed>`: the render-prop form of `useEmbed`. It renders nothing of its
 * own: `children` receives the state and prop getters and returns the markup.
 */
import type { ReactNode } from 'react';
import type { UseEmbedOptions } from './types';
import { type UseEmbedReturn, useEmbed } from './useEmbed';

export interface EmbedProps extends UseEmbedOptions {
  children: (embed: UseEmbedReturn) => ReactNode;
}

export function Embed({ children, ...options }: EmbedProps): ReactNode {
  return children(useEmbed(options));
}
