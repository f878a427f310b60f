// @vitest-environment jsdom
/**
 * One word for a player's pause: `paused` / `onPausedChange`, as the embed, the external video
 * and the media element say it. The video's `playing` / `onPlayingChange` (its names before
 * 0.3.0) still work, inverted, and warn once each in development, never in production.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import { installFakeMedia, makeClip } from '../../test/support/videoTesting';
import { Video } from './Video';

const deprecations = watchDeprecations();
afterEach(cleanup);

const settle = () => act(async () => {});
const playPause = () => fireEvent.click(document.querySelector('[data-gk-video-play-pause]') as HTMLElement);

describe('paused and onPausedChange', () => {
  it('onPausedChange hears each change; the deprecated onPlayingChange hears its inverse', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    installFakeMedia();
    const onPausedChange = vi.fn();
    const onPlayingChange = vi.fn();
    render(<Video gif={makeClip()} width={640} onPausedChange={onPausedChange} onPlayingChange={onPlayingChange} />);
    await settle();
    onPausedChange.mockClear();
    onPlayingChange.mockClear();
    playPause();
    await settle();
    expect(onPausedChange.mock.calls.length).toBeGreaterThan(0);
    expect(onPlayingChange.mock.calls).toEqual(onPausedChange.mock.calls.map(([paused]) => [!paused]));
    expect(deprecations()).toEqual([]);
  });

  it('the deprecated playing controls it as paused does, inverted: nothing autoplays; true plays', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const fake = installFakeMedia();
    const view = render(<Video gif={makeClip()} width={640} playing={false} />);
    await settle();
    expect(fake.plays).toHaveLength(0);
    view.rerender(<Video gif={makeClip()} width={640} playing />);
    await settle();
    expect(fake.plays).toHaveLength(1);
    expect(deprecations()).toEqual([]);
  });

  it('in development, playing and onPlayingChange warn once each', async () => {
    installFakeMedia();
    const view = render(<Video gif={makeClip()} width={640} playing={false} onPlayingChange={() => {}} />);
    await settle();
    view.rerender(<Video gif={makeClip()} width={640} playing onPlayingChange={() => {}} />);
    await settle();
    expect(deprecations()).toEqual([
      expect.stringMatching(/^gifkit: useVideo's `playing` is deprecated: use `paused` \(inverted\)/),
      expect.stringMatching(/^gifkit: useVideo's `onPlayingChange` is deprecated: use `onPausedChange` \(inverted\)/),
    ]);
  });
});
