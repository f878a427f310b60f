// gifkit/compat/react's Video in Chromium: the facts of GIPHY's Video component spec (the
// `.giphy-video` clip is visible; it plays with onCanPlay and onFirstPlay and no onError; played
// to its end: onEnded, onTimeUpdate, onStateChange 'playing' then 'paused' without loop, onLoop
// with it), `controls` and `setVideoEl`. A WebM recorded in the page answers the clip's URL.
import { cleanup, render, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { toCompatGif } from '../../sdk/compat/toCompatGif';
import { normalizeGif } from '../../sdk/normalize/gif';
import { routeRecordedVideo } from '../../test/browser/skinHarness';
import { makeClip } from '../../test/support/videoTesting';
import { Video } from './index';

const clip = toCompatGif(
  normalizeGif(
    makeClip({
      id: 'compatclip',
      images: {
        original: { url: 'https://media.giphy.com/media/compatclip/giphy.gif', width: 640, height: 360 },
        original_still: { url: 'https://media.giphy.com/media/compatclip/still.png', width: 640, height: 360 },
      },
      video: {
        assets: { '360p': { url: 'https://media.giphy.com/media/compatclip/360.mp4', width: 640, height: 360 } },
      },
    }),
  ),
);
const root = () => document.querySelector<HTMLElement>('.giphy-video')!;

beforeAll(() => routeRecordedVideo({ seconds: 1, width: 320, height: 180 }));
afterEach(cleanup);

describe('compat Video', () => {
  it('plays to the end: onCanPlay, onFirstPlay, onTimeUpdate, onEnded, playing then paused; no error', async () => {
    const on = {
      onCanPlay: vi.fn(),
      onFirstPlay: vi.fn(),
      onError: vi.fn(),
      onEnded: vi.fn(),
      onStateChange: vi.fn(),
      onTimeUpdate: vi.fn(),
      onLoop: vi.fn(),
    };
    const setVideoEl = vi.fn();
    render(<Video gif={clip} width={320} loop={false} muted setVideoEl={setVideoEl} {...on} />);
    expect(root().getBoundingClientRect().width).toBe(320);
    await waitFor(() => expect(on.onFirstPlay).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(on.onCanPlay).toHaveBeenCalled());
    expect(setVideoEl.mock.calls[0]?.[0]).toBeInstanceOf(HTMLVideoElement);
    await waitFor(() => expect(on.onEnded).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(on.onTimeUpdate).toHaveBeenCalled();
    expect(on.onStateChange.mock.calls.map(([state]) => state)).toEqual(['playing', 'paused']);
    expect(on.onLoop).not.toHaveBeenCalled();
    expect(on.onError).not.toHaveBeenCalled();
    // Without `controls`, a bare clip as GIPHY's.
    expect(document.querySelector('[data-gk-video-mute]')).toBeNull();
    expect(document.querySelector('[data-gk-video-progress]')).toBeNull();
  });

  it('loops by default (onLoop); controls shows the mute button, and onUserMuted reports the user’s toggle', async () => {
    const onLoop = vi.fn();
    const onUserMuted = vi.fn();
    render(
      <Video gif={clip} width={320} muted controls persistentControls onLoop={onLoop} onUserMuted={onUserMuted} />,
    );
    await waitFor(() => expect(onLoop).toHaveBeenCalledWith(1), { timeout: 10_000 });
    const mute = document.querySelector<HTMLElement>('[data-gk-video-mute]')!;
    await userEvent.click(mute);
    expect(onUserMuted.mock.calls).toEqual([[false]]);
    expect(root().className).toBe('giphy-video');
  });
});
