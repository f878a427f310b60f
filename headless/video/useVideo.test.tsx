// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import type { Analytics } from '../../sdk/analytics/createAnalytics';
import { installFakeMedia, makeClip, reachEnd, setMedia, timeUpdate } from '../../test/support/videoTesting';
import { MotionPreference } from '../shared/motion';
import { Video, type VideoProps } from './Video';

const settle = () => act(async () => {});
const media = () => document.querySelector('video') as HTMLVideoElement;
const root = () => document.querySelector('[data-gk-video]') as HTMLElement;
const fire = (type: string) => act(() => void media().dispatchEvent(new Event(type)));

function withAnalytics(analytics: Analytics) {
  return ({ children }: { children: ReactNode }) => (
    <GiphyProvider apiKey="test-key" analytics={analytics}>
      {children}
    </GiphyProvider>
  );
}

async function renderVideo(props: Partial<VideoProps> = {}, wrapper?: (p: { children: ReactNode }) => ReactNode) {
  const utils = render(<Video gif={makeClip()} width={640} {...props} />, { wrapper });
  await settle();
  return utils;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('source', () => {
  it('plays the asset that fits its box, with a still poster, and never the source upload', async () => {
    installFakeMedia();
    const { rerender } = await renderVideo();
    expect(media().getAttribute('src')).toBe('https://media.giphy.com/360.mp4');
    expect(media().getAttribute('poster')).toBe('https://media.giphy.com/o_s.gif');
    expect(media()).toMatchObject({ crossOrigin: 'anonymous', playsInline: true, loop: false, volume: 0.7 });
    expect(media().getAttribute('preload')).toBe('auto');
    expect(root().getAttribute('aria-label')).toBe('Cat plays piano');
    expect(root().style.getPropertyValue('--gk-video-width')).toBe('640px');
    expect(root().style.getPropertyValue('--gk-video-height')).toBe('360px'); // 640 × 360 / 640: the original's ratio
    rerender(<Video gif={makeClip()} width={1280} />);
    expect(media().getAttribute('src')).toBe('https://media.giphy.com/720.mp4');
  });

  it('a new source for the same clip (resize) resumes at the same time', async () => {
    installFakeMedia();
    const { rerender } = await renderVideo();
    act(() => timeUpdate(media(), 3.5));
    rerender(<Video gif={makeClip()} width={1280} />);
    setMedia(media(), { duration: 10 });
    await fire('loadedmetadata');
    expect(media().currentTime).toBe(3.5);
  });

  it('uses the given volume', async () => {
    installFakeMedia();
    await renderVideo({ volume: 0.25 });
    expect(media().volume).toBe(0.25);
  });
});

describe('autoplay', () => {
  it('plays on mount with sound and reports onMuted(false)', async () => {
    const fake = installFakeMedia();
    const onMuted = vi.fn();
    await renderVideo({ onMuted });
    expect(fake.plays).toEqual([{ muted: false }]);
    expect(root().dataset.state).toBe('playing');
    expect(onMuted).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('refused with sound: mutes, plays again and reports onMuted(true)', async () => {
    const fake = installFakeMedia((el) => !el.muted);
    const onMuted = vi.fn();
    const onMutedChange = vi.fn();
    await renderVideo({ onMuted, onMutedChange });
    expect(fake.plays).toEqual([{ muted: false }, { muted: true }]);
    expect(onMuted).toHaveBeenCalledExactlyOnceWith(true);
    expect(onMutedChange).toHaveBeenCalledWith(true);
    expect(root().dataset.state).toBe('playing');
    expect(root().hasAttribute('data-muted')).toBe(true);
    expect(document.querySelector('[data-gk-video-mute]')?.getAttribute('aria-label')).toBe('Unmute');
  });

  it('refused even muted: stays paused, no retry loop', async () => {
    const fake = installFakeMedia(() => true);
    const onMuted = vi.fn();
    await renderVideo({ onMuted });
    expect(fake.plays).toHaveLength(2);
    expect(root().dataset.state).toBe('paused');
    expect(onMuted).not.toHaveBeenCalled();
  });

  it('does not autoplay with reduced motion: poster, light preload, play on request', async () => {
    const fake = installFakeMedia();
    await renderVideo({}, ({ children }) => <MotionPreference reduce>{children}</MotionPreference>);
    expect(fake.plays).toHaveLength(0);
    expect(root().dataset.state).toBe('paused');
    expect(media().getAttribute('poster')).toBe('https://media.giphy.com/o_s.gif');
    expect(media().getAttribute('preload')).toBe('metadata');
    act(() => (document.querySelector('[data-gk-video-play-pause]') as HTMLButtonElement).click());
    await settle();
    expect(fake.plays).toEqual([{ muted: false }]);
    expect(root().dataset.state).toBe('playing');
  });

  it('plays once and pings once under StrictMode (effects run twice in development)', async () => {
    const fake = installFakeMedia();
    const pingback = vi.fn();
    const Provider = withAnalytics({ pingback } as unknown as Analytics);
    await renderVideo({}, ({ children }) => (
      <StrictMode>
        <Provider>{children}</Provider>
      </StrictMode>
    ));
    expect(fake.plays).toHaveLength(1);
    expect(pingback).toHaveBeenCalledTimes(1);
    expect(root().dataset.state).toBe('playing');
  });

  it('does not autoplay with autoPlay={false}', async () => {
    const fake = installFakeMedia();
    await renderVideo({ autoPlay: false });
    expect(fake.plays).toHaveLength(0);
  });
});

describe('first play', () => {
  it('sends one START pingback per GIF and calls onFirstPlay', async () => {
    installFakeMedia();
    const pingback = vi.fn();
    const analytics = { pingback } as unknown as Analytics;
    const onFirstPlay = vi.fn();
    const wrapper = withAnalytics(analytics);
    const { rerender } = await renderVideo({ onFirstPlay }, wrapper);
    expect(pingback).toHaveBeenCalledExactlyOnceWith({
      actionType: 'START',
      gif: expect.objectContaining({ id: 'clip1' }),
    });
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
    await fire('pause');
    await fire('play');
    expect(pingback).toHaveBeenCalledTimes(1);
    const clip2 = makeClip({
      id: 'clip2',
      video: { assets: { '360p': { url: 'https://m/2.mp4', width: 640, height: 360 } } },
    });
    setMedia(media(), { paused: true }); // what loading the new source does to the element
    rerender(<Video gif={clip2} width={640} onFirstPlay={onFirstPlay} />);
    await settle();
    expect(media().getAttribute('src')).toBe('https://m/2.mp4');
    expect(pingback).toHaveBeenCalledTimes(2);
    expect(pingback.mock.calls[1]?.[0].gif.id).toBe('clip2');
  });
});

describe('loops, quartiles and waiting', () => {
  it('loops by default and counts loops; the pause at the end does not show as paused', async () => {
    const fake = installFakeMedia();
    const onLoop = vi.fn();
    const onEnded = vi.fn();
    await renderVideo({ onLoop, onEnded });
    act(() => reachEnd(media()));
    await settle();
    expect(root().dataset.state).toBe('playing');
    expect(fake.plays).toHaveLength(2);
    act(() => reachEnd(media()));
    await settle();
    expect(onLoop.mock.calls).toEqual([[1], [2]]);
    expect(onEnded).toHaveBeenCalledTimes(2);
  });

  it('with loop={false} it stops at the end', async () => {
    const fake = installFakeMedia();
    const onLoop = vi.fn();
    await renderVideo({ loop: false, onLoop });
    act(() => reachEnd(media()));
    await settle();
    expect(root().dataset.state).toBe('paused');
    expect(fake.plays).toHaveLength(1);
    expect(onLoop).not.toHaveBeenCalled();
  });

  it('reports each quartile once per loop', async () => {
    installFakeMedia();
    const onQuartile = vi.fn();
    await renderVideo({ onQuartile });
    act(() => timeUpdate(media(), 2.6));
    act(() => timeUpdate(media(), 2.7));
    act(() => timeUpdate(media(), 1)); // seek back: nothing again
    act(() => timeUpdate(media(), 8)); // a jump reports what it passed, in order
    expect(onQuartile.mock.calls).toEqual([[0.25], [0.5], [0.75]]);
    act(() => reachEnd(media()));
    await settle();
    act(() => timeUpdate(media(), 5.1));
    expect(onQuartile.mock.calls.slice(3)).toEqual([[0.25], [0.5]]);
  });

  it('counts waiting, except the initial buffering at 0 s and on an idle network', async () => {
    installFakeMedia();
    const onWaiting = vi.fn();
    await renderVideo({ onWaiting });
    await fire('waiting');
    expect(root().hasAttribute('data-waiting')).toBe(true);
    expect(onWaiting).not.toHaveBeenCalled();
    setMedia(media(), { currentTime: 2, networkState: 1 });
    await fire('waiting');
    expect(onWaiting).not.toHaveBeenCalled();
    setMedia(media(), { networkState: 2 });
    await fire('waiting');
    await fire('waiting');
    expect(onWaiting.mock.calls).toEqual([[1], [2]]);
    await fire('playing');
    expect(root().hasAttribute('data-waiting')).toBe(false);
  });
});

describe('errors and missing video', () => {
  it.each([
    [1, "Aborted... by the user agent at the user's request"],
    [2, 'Network Error...'],
    [3, 'Decode Error...'],
    [4, 'Can not play a video of type "mp4" on this platform.'],
  ])('media error %i goes to onError with the spec message and one warning', async (code, message) => {
    installFakeMedia();
    const error = vi.spyOn(console, 'error');
    const onError = vi.fn();
    await renderVideo({ onError });
    setMedia(media(), { error: { code } });
    await fire('error');
    expect(onError).toHaveBeenCalledExactlyOnceWith({ code, message, src: 'https://media.giphy.com/360.mp4' });
    expect(root().dataset.status).toBe('error');
    expect(root().dataset.state).toBe('paused');
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('a GIF without video warns once and renders an empty, unbroken root', async () => {
    const fake = installFakeMedia();
    const gif = makeClip({ id: 'novideo', video: { assets: {} } });
    const { rerender } = await renderVideo({ gif });
    rerender(<Video gif={gif} width={320} />);
    await settle();
    expect(console.warn).toHaveBeenCalledExactlyOnceWith('gifkit: no video content for the id novideo');
    expect(root().dataset.status).toBe('unavailable');
    expect(root().hasAttribute('tabindex')).toBe(false);
    expect(media()).toBeNull();
    expect(fake.plays).toHaveLength(0);
  });

  it('the render prop sees status "unavailable"', async () => {
    const statuses: string[] = [];
    render(
      <Video gif={makeClip({ video: undefined })} width={320}>
        {(video) => {
          statuses.push(video.state.status);
          return <div {...video.getRootProps()} />;
        }}
      </Video>,
    );
    await settle();
    expect(new Set(statuses)).toEqual(new Set(['unavailable']));
  });
});

describe('overridableMuted', () => {
  const mute = () => act(() => (document.querySelector('[data-gk-video-mute]') as HTMLElement).click());
  const isMuted = () => root().hasAttribute('data-muted');

  it('the user’s mute holds until `muted` changes, then the new `muted` wins again', async () => {
    installFakeMedia();
    const clip = makeClip();
    const onMutedChange = vi.fn();
    const player = (muted: boolean) => (
      <Video gif={clip} width={640} muted={muted} overridableMuted onMutedChange={onMutedChange} />
    );
    const { rerender } = render(player(true));
    await settle();
    expect(isMuted()).toBe(true);
    mute();
    expect(isMuted()).toBe(false);
    expect(onMutedChange).toHaveBeenLastCalledWith(false);
    rerender(player(true));
    expect(isMuted()).toBe(false);
    rerender(player(false));
    expect(isMuted()).toBe(false);
    rerender(player(true));
    expect(isMuted()).toBe(true);
  });

  it('without it, `muted` is controlled: the mute button only asks', async () => {
    installFakeMedia();
    const onMutedChange = vi.fn();
    await renderVideo({ muted: true, onMutedChange });
    mute();
    expect(onMutedChange).toHaveBeenLastCalledWith(false);
    expect(isMuted()).toBe(true);
  });
});
