// @vitest-environment jsdom
/**
 * A video tile plays in view while the page is still, pauses while the page scrolls, and plays
 * again `VIDEO_START_DELAY_MS` after the last scroll (fake timers and IntersectionObserver).
 * Real playback in Chromium: useVideoPlayback.browser.test.tsx.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { altText } from '../../sdk/media/altText';
import { intersect, setupFakeIntersectionObserver } from '../../test/support/fakeIntersectionObserver';
import { advanceNow } from '../../test/support/fakeTime';
import { recordedGifs } from '../../test/support/gifs';
import { MediaPreference } from '../shared/mediaPreference';
import { Tile } from './Tile';
import { VIDEO_START_DELAY_MS } from './useVideoPlayback';

// The frame the tiles' `<video>` elements wait for is fake too (./firstPaint.ts).
setupFakeIntersectionObserver({
  toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
});

const gifs = recordedGifs(2);
let playing: Set<HTMLMediaElement>;
beforeEach(() => {
  // jsdom has no media playback: a video "plays" from play() to pause().
  playing = new Set();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The tiles of a client render have been painted once: their `<video>` elements exist (./firstPaint.ts). */
const firstPaint = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

function renderTiles() {
  render(
    <StrictMode>
      <MediaPreference media="mp4" capabilities={{ autoplay: true, reducedMotion: false, saveData: false }}>
        {gifs.map((gif) => (
          <Tile key={gif.id} gif={gif} width={200} />
        ))}
      </MediaPreference>
    </StrictMode>,
  );
  firstPaint();
  const videos = [...document.querySelectorAll('video')];
  expect(videos).toHaveLength(gifs.length);
  return videos;
}

const scroll = (target: Document | Element = document) => act(() => void fireEvent.scroll(target));

describe('video tiles of a client render', () => {
  it('show their placeholder box, named as the video, until the frame that shows them has been painted', () => {
    render(
      <MediaPreference media="mp4" capabilities={{ autoplay: true, reducedMotion: false, saveData: false }}>
        <Tile gif={gifs[0]!} width={200} />
      </MediaPreference>,
    );
    const box = document.querySelector<HTMLElement>('[data-gk-tile-video-pending]');
    expect(document.querySelector('video')).toBeNull();
    expect(box?.getAttribute('role')).toBe('img');
    expect(box?.getAttribute('aria-label')).toBe(altText(gifs[0]!));
    expect(box?.style.width).toBe('200px');
    firstPaint();
    expect(document.querySelector('[data-gk-tile-video-pending]')).toBeNull();
    expect(document.querySelector('video')?.getAttribute('aria-label')).toBe(altText(gifs[0]!));
  });
});

describe('useVideoPlayback: video tiles pause while the page scrolls', () => {
  it('a tile in view plays at once on a still page; out of view it pauses', () => {
    const [video] = renderTiles();
    expect(video!.getAttribute('src')).toBeNull();
    intersect(video!, 1);
    expect(playing.has(video!)).toBe(true);
    expect(video!.getAttribute('src')).toMatch(/^https:\/\/.+\.mp4/);
    intersect(video!, 0);
    expect(playing.has(video!)).toBe(false);
  });

  it('a scroll pauses every tile; they play again VIDEO_START_DELAY_MS after the last scroll', () => {
    const videos = renderTiles();
    for (const video of videos) intersect(video, 1);
    expect(playing.size).toBe(2);

    scroll();
    expect(playing.size).toBe(0);
    advanceNow(VIDEO_START_DELAY_MS - 1);
    scroll(); // still scrolling: the wait starts again
    advanceNow(VIDEO_START_DELAY_MS - 1);
    expect(playing.size).toBe(0);
    advanceNow(1);
    expect([...playing]).toEqual(videos);
  });

  it('a scroll container counts too, and a tile that comes into view mid-scroll loads nothing until the scroll settles', () => {
    const [first, second] = renderTiles();
    intersect(first!, 1);
    const box = document.createElement('div');
    document.body.append(box);
    scroll(box);
    intersect(second!, 1);
    expect(second!.getAttribute('src')).toBeNull();
    expect(playing.size).toBe(0);
    advanceNow(VIDEO_START_DELAY_MS);
    expect(playing.has(second!)).toBe(true);
    expect(second!.getAttribute('src')).toMatch(/\.mp4/);
    // A tile scrolled out during the scroll stays paused after it.
    scroll();
    intersect(first!, 0);
    advanceNow(VIDEO_START_DELAY_MS);
    expect([...playing]).toEqual([second]);
    box.remove();
  });
});
