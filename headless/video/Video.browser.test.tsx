/**
 * Real playback in Chromium: a WebM recorded in the page at test time (no files downloaded)
 * is played, paused, looped and sought; autoplay's muted fallback is exercised by making the
 * real `play()` refuse once. The launch flags allow autoplay with sound.
 */

import { act, cleanup, render, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import type { Analytics } from '../../sdk/analytics/createAnalytics';
import { nextFrame, observersSettled } from '../../test/browser/settle';
import { recordTestVideo, type TestVideo } from '../../test/support/recordTestVideo';
import { makeClip } from '../../test/support/videoTesting';
import { MotionPreference } from '../shared/motion';
import { Video } from './Video';

let clip: TestVideo;
const gifOf = (id = 'recorded') =>
  makeClip({ id, images: {}, video: { assets: { '360p': { url: clip.url, width: 160, height: 90 } } } });
const q = (selector: string) => document.querySelector(selector) as HTMLElement;
const media = () => q('video') as HTMLVideoElement;
const root = () => q('[data-gk-video]');

beforeAll(async () => {
  clip = await recordTestVideo({ seconds: 1.2 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('real playback', () => {
  it('the recorded clip has a real, finite duration', () => {
    expect(clip.duration).toBeGreaterThan(0.9);
    expect(clip.duration).toBeLessThan(2);
  });

  it('autoplays with sound, progresses, loops and reports quartiles and one START', async () => {
    const pingback = vi.fn();
    const onMuted = vi.fn();
    const onLoop = vi.fn();
    const onQuartile = vi.fn();
    render(
      <GiphyProvider apiKey="test-key" analytics={{ pingback } as unknown as Analytics}>
        <Video gif={gifOf()} width={160} onMuted={onMuted} onLoop={onLoop} onQuartile={onQuartile} />
      </GiphyProvider>,
    );
    await waitFor(() => expect(root().dataset.state).toBe('playing'));
    await waitFor(() => expect(onMuted).toHaveBeenCalledExactlyOnceWith(false));
    expect(media().paused).toBe(false);
    expect(media().muted).toBe(false);
    expect(media().volume).toBeCloseTo(0.7);
    const bar = q('[data-gk-video-progress]');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0.2));
    expect(Number(bar.getAttribute('aria-valuemax'))).toBeCloseTo(clip.duration, 1);
    expect(Number.parseFloat(bar.style.getPropertyValue('--gk-video-progress'))).toBeGreaterThan(0);
    await waitFor(() => expect(onLoop).toHaveBeenCalledWith(2), { timeout: 5000 });
    expect(root().dataset.state).toBe('playing');
    expect(media().paused).toBe(false);
    expect(onQuartile.mock.calls.slice(0, 6).flat()).toEqual([0.25, 0.5, 0.75, 0.25, 0.5, 0.75]);
    expect(pingback).toHaveBeenCalledExactlyOnceWith({
      actionType: 'START',
      gif: expect.objectContaining({ id: 'recorded' }),
    });
  });

  it('with loop off it stops at the end, paused', async () => {
    const onEnded = vi.fn();
    render(<Video gif={gifOf()} width={160} loop={false} onEnded={onEnded} />);
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(root().dataset.state).toBe('paused');
    expect(media().ended).toBe(true);
  });

  it('refused with sound: mutes, plays again for real and reports onMuted(true)', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementationOnce(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    const onMuted = vi.fn();
    render(<Video gif={gifOf()} width={160} onMuted={onMuted} />);
    await waitFor(() => expect(onMuted).toHaveBeenCalledExactlyOnceWith(true));
    expect(play).toHaveBeenCalledTimes(2);
    expect(media().muted).toBe(true);
    expect(root().hasAttribute('data-muted')).toBe(true);
    const before = media().currentTime;
    await waitFor(() => expect(media().currentTime).toBeGreaterThan(before));
    expect(root().dataset.state).toBe('playing');
  });

  it('the play/pause button and the keyboard stop and resume the real element', async () => {
    render(<Video gif={gifOf()} width={160} />);
    await waitFor(() => expect(media().paused).toBe(false));
    await userEvent.click(q('[data-gk-video-play-pause]'));
    await waitFor(() => expect(media().paused).toBe(true));
    expect(root().dataset.state).toBe('paused');
    const stoppedAt = media().currentTime;
    // Frames go by (a playing element would show new ones): the time stays where it stopped.
    await nextFrame();
    await nextFrame();
    expect(media().currentTime).toBe(stoppedAt);
    root().focus();
    await userEvent.keyboard('k');
    await waitFor(() => expect(media().paused).toBe(false));
    await userEvent.keyboard('m');
    expect(media().muted).toBe(true);
    await userEvent.keyboard('{Home}');
    expect(media().currentTime).toBeLessThan(0.3);
  });

  it('under reduced motion it waits for the user', async () => {
    render(
      <MotionPreference reduce>
        <Video gif={gifOf()} width={160} />
      </MotionPreference>,
    );
    // By the time the element has its metadata and has been seen in view, autoplay would have started it.
    await waitFor(() => expect(media().readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await observersSettled();
    expect(media().paused).toBe(true);
    expect(media().currentTime).toBe(0);
    await userEvent.click(q('[data-gk-video-play-pause]'));
    await waitFor(() => expect(media().currentTime).toBeGreaterThan(0));
  });
});

describe('layout, pointer and errors', () => {
  it('picks the asset for the container width when no width is given', async () => {
    const gif = makeClip({
      images: {},
      video: {
        assets: {
          '360p': { url: `${clip.url}#small`, width: 160, height: 90 },
          '720p': { url: `${clip.url}#large`, width: 1280, height: 720 },
        },
      },
    });
    const { rerender } = render(
      <div style={{ width: 200 }}>
        <Video gif={gif} autoPlay={false} />
      </div>,
    );
    await waitFor(() => expect(media().getAttribute('src')).toBe(`${clip.url}#small`));
    expect(root().style.getPropertyValue('--gk-video-height')).toBe('113px');
    rerender(
      <div style={{ width: 1200 }}>
        <Video gif={gif} autoPlay={false} />
      </div>,
    );
    await waitFor(() => expect(media().getAttribute('src')).toBe(`${clip.url}#large`));
  });

  it('controls show on a real hover and hide after the delay', async () => {
    render(<Video gif={gifOf()} width={160} autoPlay={false} controlsHideDelay={300} />);
    const controls = q('[data-gk-video-controls]');
    expect(controls.hasAttribute('data-controls-visible')).toBe(false);
    await userEvent.hover(media());
    expect(controls.hasAttribute('data-controls-visible')).toBe(true);
    await waitFor(() => expect(controls.hasAttribute('data-controls-visible')).toBe(false), { timeout: 2000 });
    await userEvent.hover(media(), { position: { x: 10, y: 10 } });
    expect(controls.hasAttribute('data-controls-visible')).toBe(true);
    await userEvent.unhover(media());
    await waitFor(() => expect(controls.hasAttribute('data-controls-visible')).toBe(false));
  });

  it('a click on the progress bar seeks, mirrored right-to-left', async () => {
    render(
      <div dir="rtl">
        <Video gif={gifOf()} width={160} autoPlay={false}>
          {(video) => (
            <div {...video.getRootProps()}>
              <video {...video.getVideoProps()} />
              <div {...video.getProgressProps({ style: { width: 200, height: 10, background: '#ccc' } })} />
            </div>
          )}
        </Video>
      </div>,
    );
    await waitFor(() => expect(Number(q('[role="slider"]').getAttribute('aria-valuemax'))).toBeGreaterThan(0));
    // 10 px from the left edge of a right-to-left bar is near its end.
    await userEvent.click(q('[role="slider"]'), { position: { x: 10, y: 5 } });
    expect(media().currentTime).toBeGreaterThan(clip.duration * 0.9);
    await act(async () => {
      root().focus();
    });
    await userEvent.keyboard('{ArrowLeft}'); // forward in right-to-left: clamped at the end
    expect(media().currentTime).toBeCloseTo(clip.duration, 1);
  });

  it('an unplayable source reports media error 4 with the spec message, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Not a video, over http (the player drops blob: URLs): the test server answers with a page.
    const junk = new URL('/not-a-video', location.origin).href;
    const onError = vi.fn();
    const gif = makeClip({
      images: {},
      video: { assets: { '360p': { url: `${junk}#clip.mp4`, width: 160, height: 90 } } },
    });
    render(<Video gif={gif} width={160} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      code: 4,
      message: 'Can not play a video of type "" on this platform.',
    });
    expect(root().dataset.status).toBe('error');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
