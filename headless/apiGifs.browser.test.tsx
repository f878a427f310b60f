/**
 * The API's own JSON in real Chromium: every GIF of every recorded answer
 * (sdk/mock/fixtures), passed raw to `<Tile>` (sizes as text, 0/1 flags, no normalizer
 * between), shows its media: the image loads, the video tile plays. And a clip as a client
 * generated from gifkit's contracts returns it plays in `<Video>`. Media are the mock's
 * local loops (`mockMediaRewriter`, served by the test server); only the URLs are rewritten.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '../sdk/mock';
import { mockMediaRewriter } from '../sdk/mock/mockMedia';
import { createTransport } from '../sdk/transport/clients';
import { recordedAnswerGifs } from '../test/support/recordedAnswers';
import { Tile } from './tile/Tile';
import { Video } from './video/Video';

const baseUrl = new URL('/sdk/mock/media/', location.origin).href;
const local = mockMediaRewriter({ baseUrl });

const recorded = recordedAnswerGifs(local);

const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-tile]')];
/** Resolves once the video's clock has moved on: it is really playing. */
const moving = (video: HTMLVideoElement) =>
  expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(0);

const warn = vi.spyOn(console, 'warn');
const error = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

describe('the recorded answers, passed raw', () => {
  it('has recorded answers with GIFs to show', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(8);
  });

  it.each(recorded)('%s: every GIF shows its media, each video tile plays', async (_, gifs) => {
    warn.mockClear();
    error.mockClear();
    render(
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, width: 132 }}>
        {gifs.map((gif) => (
          <Tile key={gif.id} gif={gif} width={132} lazy={false} />
        ))}
      </div>,
    );
    expect(tiles().map((tile) => tile.dataset.gifId)).toEqual(gifs.map((gif) => gif.id));
    // Ordinary GIFs play as MP4 video here (Chromium may autoplay): at least one per answer that has them.
    const ordinary = gifs.filter((gif) => !gif.is_sticker && !['sticker', 'emoji', 'text'].includes(gif.type ?? ''));
    expect(tiles().filter((tile) => tile.dataset.media === 'video').length).toBeGreaterThanOrEqual(
      Math.min(ordinary.length, 1),
    );
    for (const tile of tiles()) {
      tile.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(tile.dataset.state, tile.dataset.gifId).toBe('loaded'));
      const height = tile.getBoundingClientRect().height;
      expect(height, tile.dataset.gifId).toBeGreaterThan(0);
      if (tile.dataset.media === 'video') await moving(tile.querySelector('video')!);
      else expect(tile.querySelector('img')!.naturalWidth, tile.dataset.gifId).toBeGreaterThan(0);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a client generated from the contracts', () => {
  it('its clip, as the wire sends it, plays in <Video>', async () => {
    const api = createMockApi({ media: { baseUrl } });
    const transport = createTransport('public', {
      apiKey: 'test-key',
      fetch: async (request) => (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 }),
    });
    const { data } = await transport.GET('/v1/{type}/search', {
      params: { path: { type: 'videos' }, query: { q: 'cats', limit: 1 } },
    });
    const clip = data!.data[0]!;
    expect(typeof clip.video?.assets?.['360p']?.width).toBe('string');
    render(<Video gif={clip} width={320} autoPlay />);
    const video = document.querySelector<HTMLVideoElement>('[data-gk-video-media]')!;
    await waitFor(() => expect(video.getAttribute('src')).toMatch(/\.mp4$/));
    await moving(video);
    // The element's time can move before React has rendered the media event that marks it ready.
    await waitFor(() => expect(document.querySelector<HTMLElement>('[data-gk-video]')!.dataset.status).toBe('ready'));
  });
});
