/**
 * Test support for the video player (not exported): a clip fixture and a jsdom stand-in for
 * the parts of HTMLMediaElement that jsdom leaves unimplemented (`play`, `pause`, media state).
 */
import { vi } from 'vitest';
import type { VideoGif } from '../../headless/video/videoSource';

/** A clip with three assets, stills, captions, an uploader and an analytics payload. */
export function makeClip(overrides: Partial<VideoGif> = {}): VideoGif {
  return {
    id: 'clip1',
    type: 'video',
    title: 'Cat plays piano',
    url: 'https://giphy.com/clips/clip1',
    analytics_response_payload: 'payload-1',
    user: { username: 'catlover', display_name: 'Cat Lover', profile_url: 'https://giphy.com/catlover' },
    images: {
      original: { url: 'https://media.giphy.com/o.gif', width: 640, height: 360 },
      original_still: { url: 'https://media.giphy.com/o_s.gif', width: 640, height: 360 },
      fixed_width: { url: 'https://media.giphy.com/fw.gif', width: 200, height: 113 },
      fixed_width_still: { url: 'https://media.giphy.com/fw_s.gif', width: 200, height: 113 },
    },
    video: {
      assets: {
        '360p': { url: 'https://media.giphy.com/360.mp4', width: 640, height: 360 },
        '720p': { url: 'https://media.giphy.com/720.mp4', width: 1280, height: 720 },
        source: { url: 'https://media.giphy.com/source.mov', width: 1920, height: 1080 },
      },
      captions: { en: { vtt: 'https://media.giphy.com/en.vtt' } },
    },
    ...overrides,
  };
}

/** Sets read-only media fields (`duration`, `ended`, `error`…) on one element. */
export function setMedia(el: HTMLMediaElement, fields: Record<string, unknown>) {
  for (const [key, value] of Object.entries(fields)) {
    Object.defineProperty(el, key, { value, configurable: true, writable: true });
  }
}

export interface FakeMedia {
  /** Every `play()` call with the element's muted flag at the time. */
  plays: { muted: boolean }[];
  pauses: number;
}

/**
 * Stubs `play()`/`pause()`: `play()` fires `play` and resolves, unless `refuse(el)` says the
 * browser refuses it, in which case it rejects with `NotAllowedError` and fires nothing.
 */
export function installFakeMedia(refuse: (el: HTMLMediaElement) => boolean = () => false): FakeMedia {
  const media: FakeMedia = { plays: [], pauses: 0 };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    media.plays.push({ muted: this.muted });
    if (refuse(this)) return Promise.reject(new DOMException('play() refused', 'NotAllowedError'));
    setMedia(this, { paused: false, ended: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    media.pauses += 1;
    setMedia(this, { paused: true });
    this.dispatchEvent(new Event('pause'));
  });
  return media;
}

/** Moves the playhead and fires `timeupdate`, as the browser does while playing. */
export function timeUpdate(el: HTMLMediaElement, currentTime: number, duration = 10) {
  setMedia(el, { currentTime, duration });
  el.dispatchEvent(new Event('timeupdate'));
}

/** Plays the end of the clip the way the browser does: `timeupdate`, `pause`, `ended`. */
export function reachEnd(el: HTMLMediaElement, duration = 10) {
  timeUpdate(el, duration, duration);
  setMedia(el, { paused: true, ended: true });
  el.dispatchEvent(new Event('pause'));
  el.dispatchEvent(new Event('ended'));
}
