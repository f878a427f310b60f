// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia, makeClip, timeUpdate } from '../../test/support/videoTesting';
import { VideoChangeType } from './changeTypes';
import { Video, type VideoProps } from './Video';

const settle = () => act(async () => {});
const q = (selector: string) => document.querySelector(selector) as HTMLElement;
const media = () => q('video') as HTMLVideoElement;
const root = () => q('[data-gk-video]');
const controlsVisible = () => q('[data-gk-video-controls]').hasAttribute('data-controls-visible');

async function renderVideo(props: Partial<VideoProps> = {}) {
  const utils = render(<Video gif={makeClip()} width={640} {...props} />);
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

describe('controls', () => {
  it('show on hover and hide 4000 ms after the last movement', async () => {
    vi.useFakeTimers();
    installFakeMedia();
    await renderVideo();
    expect(controlsVisible()).toBe(false);
    fireEvent.pointerEnter(root());
    expect(controlsVisible()).toBe(true);
    expect(root().hasAttribute('data-controls-visible')).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerMove(root());
    act(() => vi.advanceTimersByTime(3999));
    expect(controlsVisible()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(controlsVisible()).toBe(false);
    fireEvent.pointerMove(root());
    fireEvent.pointerLeave(root());
    expect(controlsVisible()).toBe(false);
  });

  it('the delay is configurable, and persistent controls never hide', async () => {
    vi.useFakeTimers();
    installFakeMedia();
    const { rerender } = await renderVideo({ controlsHideDelay: 1000 });
    fireEvent.pointerEnter(root());
    act(() => vi.advanceTimersByTime(1000));
    expect(controlsVisible()).toBe(false);
    rerender(<Video gif={makeClip()} width={640} persistentControls />);
    expect(controlsVisible()).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(controlsVisible()).toBe(true);
  });

  it('stay visible while a control has keyboard focus', async () => {
    vi.useFakeTimers();
    installFakeMedia();
    await renderVideo();
    act(() => q('[data-gk-video-mute]').focus());
    fireEvent.keyDown(q('[data-gk-video-mute]'), { key: 'Tab' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(controlsVisible()).toBe(true);
    act(() => q('[data-gk-video-mute]').blur());
    expect(controlsVisible()).toBe(false);
  });

  it('each part can be hidden', async () => {
    installFakeMedia();
    await renderVideo({ hidePlayPause: true, hideMute: true, hideProgress: true, hideAttribution: true });
    expect(q('[data-gk-video-controls]').children).toHaveLength(0);
    cleanup();
    await renderVideo();
    for (const part of ['play-pause', 'mute', 'progress', 'attribution']) {
      expect(q(`[data-gk-video-${part}]`)).not.toBeNull();
    }
    expect(q('[data-gk-video-attribution]').getAttribute('href')).toBe('https://giphy.com/catlover');
    expect(q('[data-gk-video-attribution]').textContent).toBe('Cat Lover');
  });

  it('play/pause and mute buttons carry labels from messages and state attributes', async () => {
    installFakeMedia();
    await renderVideo({ messages: { pause: 'Pausieren', play: 'Abspielen', mute: 'Stumm' } });
    const playPause = q('[data-gk-video-play-pause]');
    expect(playPause.getAttribute('aria-label')).toBe('Pausieren');
    expect(playPause.dataset.state).toBe('playing');
    expect(q('[data-gk-video-mute]').getAttribute('aria-label')).toBe('Stumm');
    act(() => playPause.click());
    await settle();
    expect(playPause.getAttribute('aria-label')).toBe('Abspielen');
    expect(root().dataset.state).toBe('paused');
    act(() => q('[data-gk-video-mute]').click());
    expect(media().muted).toBe(true);
    expect(q('[data-gk-video-mute]').hasAttribute('data-muted')).toBe(true);
    expect(q('[data-gk-video-mute]').getAttribute('aria-label')).toBe('Unmute');
  });

  it('a click on the picture unmutes a playing clip and starts a paused one', async () => {
    const fake = installFakeMedia((el) => !el.muted && fake.plays.length === 1);
    await renderVideo();
    expect(media().muted).toBe(true); // autoplay was refused with sound
    act(() => media().click());
    expect(media().muted).toBe(false);
    act(() => q('[data-gk-video-play-pause]').click());
    await settle();
    act(() => media().click());
    await settle();
    expect(root().dataset.state).toBe('playing');
    expect(media().muted).toBe(false);
  });
});

describe('progress', () => {
  it('is a named slider with the time as value and the fill as --gk-video-progress', async () => {
    installFakeMedia();
    await renderVideo();
    act(() => timeUpdate(media(), 3.04, 12));
    const bar = q('[data-gk-video-progress]');
    expect(bar.getAttribute('role')).toBe('slider');
    expect(bar.getAttribute('aria-label')).toBe('Playback progress');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('0:03 of 0:12');
    expect(bar.style.getPropertyValue('--gk-video-progress')).toBe('25.3%');
  });

  it('snaps to 100% past 98% of a clip under 10 s', async () => {
    installFakeMedia();
    await renderVideo();
    act(() => timeUpdate(media(), 4.95, 5));
    expect(q('[data-gk-video-progress]').style.getPropertyValue('--gk-video-progress')).toBe('100%');
    act(() => timeUpdate(media(), 19.7, 20));
    expect(q('[data-gk-video-progress]').style.getPropertyValue('--gk-video-progress')).toBe('98.5%');
  });

  it('a press on the bar seeks to that point', async () => {
    installFakeMedia();
    await renderVideo();
    act(() => timeUpdate(media(), 0, 10));
    const bar = q('[data-gk-video-progress]');
    bar.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 4 }) as DOMRect;
    // jsdom has no PointerEvent; a MouseEvent named pointerdown carries clientX the same way.
    act(() => void bar.dispatchEvent(new MouseEvent('pointerdown', { clientX: 150, bubbles: true })));
    expect(media().currentTime).toBe(2.5);
  });
});

describe('keyboard (on the focused player)', () => {
  it('Space/K toggle play, M toggles mute, arrows seek 5 s, Home/End jump', async () => {
    installFakeMedia();
    await renderVideo();
    act(() => timeUpdate(media(), 4, 20));
    const player = root();
    expect(player.tabIndex).toBe(0);
    fireEvent.keyDown(player, { key: ' ' });
    await settle();
    expect(player.dataset.state).toBe('paused');
    fireEvent.keyDown(player, { key: 'k' });
    await settle();
    expect(player.dataset.state).toBe('playing');
    fireEvent.keyDown(player, { key: 'M' });
    expect(media().muted).toBe(true);
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(media().currentTime).toBe(9);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(media().currentTime).toBe(0);
    fireEvent.keyDown(player, { key: 'End' });
    expect(media().currentTime).toBe(20);
    fireEvent.keyDown(player, { key: 'Home' });
    expect(media().currentTime).toBe(0);
    fireEvent.keyDown(q('[data-gk-video-progress]'), { key: 'ArrowUp' });
    expect(media().currentTime).toBe(5);
  });

  it('leaves Space on a button to the button, and modified keys to the browser', async () => {
    installFakeMedia();
    await renderVideo();
    fireEvent.keyDown(q('[data-gk-video-mute]'), { key: ' ' });
    fireEvent.keyDown(root(), { key: 'k', ctrlKey: true });
    await settle();
    expect(root().dataset.state).toBe('playing');
  });

  it('a user handler that calls preventDefault opts out (R6)', async () => {
    installFakeMedia();
    render(
      <Video gif={makeClip()} width={640}>
        {(video) => (
          <div {...video.getRootProps({ onKeyDown: (e) => e.key === 'k' && e.preventDefault() })}>
            <video {...video.getVideoProps()} />
          </div>
        )}
      </Video>,
    );
    await settle();
    fireEvent.keyDown(root(), { key: 'k' });
    await settle();
    expect(root().dataset.state).toBe('playing');
  });
});

describe('state control (R5)', () => {
  it('stateReducer can veto a change, and onStateChange reports what changed and why', async () => {
    installFakeMedia();
    const onStateChange = vi.fn();
    await renderVideo({
      onStateChange,
      stateReducer: (state, { type, changes }) => (type === VideoChangeType.ToggleMute ? state : changes),
    });
    expect(onStateChange).toHaveBeenCalledWith({ type: VideoChangeType.AutoPlay, playing: true });
    act(() => q('[data-gk-video-mute]').click());
    expect(media().muted).toBe(false);
  });

  it('muted can be controlled', async () => {
    installFakeMedia();
    const onMutedChange = vi.fn();
    const { rerender } = await renderVideo({ muted: true, onMutedChange });
    expect(media().muted).toBe(true);
    act(() => q('[data-gk-video-mute]').click());
    expect(onMutedChange).toHaveBeenCalledWith(false);
    expect(media().muted).toBe(true);
    rerender(<Video gif={makeClip()} width={640} muted={false} onMutedChange={onMutedChange} />);
    expect(media().muted).toBe(false);
  });

  it('paused can be controlled (and then nothing autoplays on its own)', async () => {
    const fake = installFakeMedia();
    const { rerender } = await renderVideo({ paused: true });
    expect(fake.plays).toHaveLength(0);
    rerender(<Video gif={makeClip()} width={640} paused={false} />);
    await settle();
    expect(fake.plays).toHaveLength(1);
    expect(root().dataset.state).toBe('playing');
  });
});

describe('captions', () => {
  it('adds a default subtitles track from video.captions when asked', async () => {
    installFakeMedia();
    await renderVideo({ captions: true });
    const track = q('track') as HTMLTrackElement;
    expect(track).toMatchObject({
      kind: 'subtitles',
      src: 'https://media.giphy.com/en.vtt',
      srclang: 'en',
      default: true,
    });
    expect(track.label).toBe('English');
    cleanup();
    await renderVideo({ captions: true, captionsLanguage: 'de' });
    expect(q('track')).toBeNull();
  });
});

describe('server rendering', () => {
  it('hydrates the server markup without a mismatch', async () => {
    installFakeMedia();
    const error = vi.spyOn(console, 'error');
    const ui = <Video gif={makeClip()} width={640} captions />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://media.giphy.com/360.mp4');
    const hydrated = hydrateRoot(container, ui);
    await settle();
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelector('[data-gk-video]')?.getAttribute('data-state')).toBe('playing');
    act(() => hydrated.unmount());
    container.remove();
  });

  it('without a width the first render has no source and measures on the client', () => {
    const html = renderToString(<Video gif={makeClip()} />);
    expect(html).toContain('data-status="loading"');
    expect(html).not.toMatch(/<video[^>]* src=/);
  });
});
