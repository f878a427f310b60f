/**
 * Browser-test support for the styled embed (not shipped): the
 * frame of a given size the embed's tests render it in, with a client answered by gifkit's mock
 * API in context (the related grid fetches with it) and a paragraph outside the frame to move
 * the pointer to.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { EmbedGif } from '../../headless';
import { GiphyContext } from '../../hooks/giphyContext';
import { Embed, type EmbedProps } from '../../styled/embed/Embed';
import { mockClient } from './skinHarness';

/** The client in the frame's context. */
export const embedClient = mockClient();

/** A `width`×`height` frame (`data-testid="frame"`) with `embedClient` in context, and `[data-outside]` after it. */
export function Sized({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <GiphyContext.Provider value={{ client: embedClient }}>
      <div data-testid="frame" style={{ width, height }}>
        {children}
      </div>
      <p data-outside="">Outside the frame</p>
    </GiphyContext.Provider>
  );
}

/** The styled embed of `gif` in a `width`×`height` frame, on a desktop, offline unless `props` say otherwise. */
export const renderSizedEmbed = (gif: EmbedGif, props: Partial<EmbedProps> = {}, width = 480, height = 480) =>
  render(
    <Sized width={width} height={height}>
      <Embed gif={gif} isMobile={false} offline {...props} />
    </Sized>,
  );
