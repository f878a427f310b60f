/**
 * Video tiles while a picker scrolls, in real Chromium over the mock's local MP4 loops: every
 * video in view pauses as soon as the box scrolls and plays again once it has been still for
 * `VIDEO_START_DELAY_MS` (fake timers: the wait is the test's to end).
 */
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import searchAnswer from '../../sdk/mock/fixtures/gifexpertapp__search-2024.json';
import { mockMediaRewriter } from '../../sdk/mock/mockMedia';
import { normalizeGif } from '../../sdk/normalize/gif';
import { nextFrame } from '../../test/browser/settle';
import { MediaPreference } from '../shared/mediaPreference';
import { Tile } from './Tile';
import { VIDEO_START_DELAY_MS } from './useVideoPlayback';

const local = mockMediaRewriter({ baseUrl: new URL('/sdk/mock/media/', location.origin).href });
const gifs = local(searchAnswer)
  .data.map((raw) => normalizeGif(raw))
  .slice(0, 12);

const errors = vi.spyOn(console, 'error');
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  expect(errors).not.toHaveBeenCalled();
});

/** Resolves once every video's clock has moved on from where it was: they all really play. */
async function allMoving(videos: HTMLVideoElement[]) {
  const from = videos.map((video) => video.currentTime);
  await expect.poll(() => videos.every((video, i) => !video.paused && video.currentTime > from[i]!)).toBe(true);
}

describe('the first page of video tiles', () => {
  it('paints its placeholder boxes with no <video> element, then every tile in view plays', async () => {
    const firstFrame = new Promise<{ videos: number; boxes: number }>((resolve) => {
      requestAnimationFrame(() =>
        resolve({
          videos: document.querySelectorAll('video').length,
          boxes: document.querySelectorAll('[data-gk-tile-video-pending]').length,
        }),
      );
    });
    render(
      <StrictMode>
        <MediaPreference media="mp4">
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, width: 408 }}>
            {gifs.slice(0, 6).map((gif) => (
              <Tile key={gif.id} gif={gif} width={132} lazy={false} />
            ))}
          </div>
        </MediaPreference>
      </StrictMode>,
    );
    // The frame that first shows the tiles: their boxes, no media element yet to connect.
    expect(await firstFrame).toEqual({ videos: 0, boxes: 6 });
    await expect.poll(() => document.querySelectorAll('video').length).toBe(6);
    expect(document.querySelectorAll('[data-gk-tile-video-pending]')).toHaveLength(0);
    await allMoving([...document.querySelectorAll('video')]);
  });
});

describe('video tiles in a scrolling picker', () => {
  it('pause while the box scrolls and play again once it has been still for VIDEO_START_DELAY_MS', async () => {
    render(
      <StrictMode>
        <MediaPreference media="mp4">
          <div data-testid="box" style={{ width: 408, height: 300, overflowY: 'auto' }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {gifs.map((gif) => (
                <Tile key={gif.id} gif={gif} width={132} lazy={false} />
              ))}
            </div>
          </div>
        </MediaPreference>
      </StrictMode>,
    );
    const box = document.querySelector<HTMLElement>('[data-testid="box"]')!;
    const inView = () =>
      [...box.querySelectorAll('video')].filter((video) => {
        const rect = video.getBoundingClientRect();
        const outer = box.getBoundingClientRect();
        return rect.bottom > outer.top && rect.top < outer.bottom;
      });
    // The `<video>` elements come a frame after the tiles' first paint (./firstPaint.ts).
    await expect.poll(() => inView().length).toBeGreaterThan(3);
    const first = inView();
    await allMoving(first);

    // The settle timer is the test's to run out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scrollTo = async (top: number) => {
      const scrolled = new Promise((resolve) => box.addEventListener('scroll', resolve, { once: true }));
      box.scrollTop = top;
      await scrolled;
    };
    await scrollTo(60);
    await expect.poll(() => first.every((video) => video.paused)).toBe(true);
    // Still scrolling, and the tiles it brought into view have been seen (two frames later): none plays.
    await scrollTo(120);
    await nextFrame();
    const now = inView();
    expect(now.filter((video) => !first.includes(video)).length).toBeGreaterThan(0);
    expect(now.every((video) => video.paused)).toBe(true);

    vi.advanceTimersByTime(VIDEO_START_DELAY_MS);
    await allMoving(now);
  });
});
