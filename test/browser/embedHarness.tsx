/**
 * Browser-test support for the styled embed (not shipped): Box Cats' "Cat in a box", and the
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

/** Box Cats' (verified) "Cat in a box", 480×360 with its still; `overrides` replace fields. */
export const boxCat = (overrides: Partial<EmbedGif> = {}): EmbedGif => ({
  id: 'embedcat',
  url: 'https://giphy.com/gifs/embedcat',
  title: 'Cat in a box',
  images: {
    original: { url: 'https://media.giphy.com/media/embedcat/giphy.gif', width: 480, height: 360 },
    original_still: { url: 'https://media.giphy.com/media/embedcat/giphy_s.gif', width: 480, height: 360 },
  },
  user: {
    username: 'boxcats',
    display_name: 'Box Cats',
    avatar_url: 'https://media.giphy.com/avatars/boxcats.gif',
    profile_url: 'https://giphy.com/boxcats',
    is_public: true,
    is_verified: true,
  },
  ...overrides,
});

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
