// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExternalPlayback } from '../../sdk/external-video/playerEvents';
import { vimeoPlayerUrl } from '../../sdk/external-video/vimeo';
import { youtubeEmbedUrl } from '../../sdk/external-video/youtube';
import type { ExternalVideoOptions } from './types';
import { useExternalVideo } from './useExternalVideo';

const YOUTUBE = youtubeEmbedUrl('dQw4w9WgXcQ');
const VIMEO = vimeoPlayerUrl('76979871');

function Player(props: ExternalVideoOptions) {
  const video = useExternalVideo(props);
  return <iframe {...video.getFrameProps({ className: 'mine' })} />;
}

/** Renders the player in StrictMode; `commands()` lists what reached the iframe's window. */
function renderPlayer(options: ExternalVideoOptions) {
  const view = render(
    <StrictMode>
      <Player loadYoutubeApi={false} {...options} />
    </StrictMode>,
  );
  const frame = () => view.container.querySelector('iframe') as HTMLIFrameElement;
  // One player window for the frame's life (jsdom would make a new one per navigation).
  const post = vi.fn();
  const player = { postMessage: post } as unknown as Window;
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(player);
  const rerender = (next: Partial<ExternalVideoOptions>) =>
    view.rerender(
      <StrictMode>
        <Player loadYoutubeApi={false} {...options} {...next} />
      </StrictMode>,
    );
  const commands = () => post.mock.calls.map(([data, origin]) => [JSON.parse(String(data)), origin]);
  return { frame, rerender, commands, post, player };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useExternalVideo', () => {
  it('gives the iframe the player URL, a title by provider, autoplay and the part attribute', () => {
    const { frame } = renderPlayer({ src: VIMEO });
    expect(frame().getAttribute('src')).toBe(VIMEO);
    expect(frame().title).toBe('Vimeo video');
    expect(frame().getAttribute('allow')).toContain('autoplay');
    expect(frame().hasAttribute('data-gk-external-video')).toBe(true);
    expect(frame().className).toBe('mine');
    cleanup();
    vi.restoreAllMocks();
    expect(renderPlayer({ src: YOUTUBE, messages: { youtubeTitle: 'Vidéo YouTube' } }).frame().title).toBe(
      'Vidéo YouTube',
    );
  });

  it('loads nothing but a YouTube or Vimeo player URL', () => {
    for (const src of ['javascript:alert(1)', 'https://evil.test/embed/x', 'http://www.youtube.com/embed/x']) {
      const { frame, rerender, post } = renderPlayer({ src, paused: false });
      expect(frame().hasAttribute('src')).toBe(false);
      rerender({ paused: true });
      expect(post).not.toHaveBeenCalled();
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it("sends each later change of paused and muted to the player's origin, none at first", () => {
    const { rerender, commands } = renderPlayer({ src: YOUTUBE, paused: false, muted: true });
    expect(commands()).toEqual([]); // it starts as its URL says
    rerender({ paused: false, muted: false });
    rerender({ paused: true, muted: false });
    rerender({ paused: true, muted: false }); // no change: nothing sent
    rerender({ paused: false, muted: true });
    const origin = 'https://www.youtube.com';
    expect(commands()).toEqual([
      [{ event: 'command', func: 'unMute', args: [] }, origin],
      [{ event: 'command', func: 'pauseVideo', args: [] }, origin],
      [{ event: 'command', func: 'mute', args: [] }, origin],
      [{ event: 'command', func: 'playVideo', args: [] }, origin],
    ]);
  });

  it('a new player URL takes only the changes after it', () => {
    const { rerender, commands } = renderPlayer({ src: YOUTUBE, paused: false });
    rerender({ src: VIMEO, paused: true });
    expect(commands()).toEqual([]);
    rerender({ src: VIMEO, paused: false });
    expect(commands()).toEqual([[{ method: 'play' }, 'https://player.vimeo.com']]);
  });

  it("reports the Vimeo player's playback, as data-state and to onPlaybackChange", async () => {
    const heard: ExternalPlayback[] = [];
    const { frame, rerender, player } = renderPlayer({ src: VIMEO, onPlaybackChange: (p) => heard.push(p) });
    const say = (event: string, origin = 'https://player.vimeo.com') =>
      act(() => {
        const data = JSON.stringify({ event });
        window.dispatchEvent(Object.assign(new Event('message'), { data, origin, source: player }));
      });
    say('pause');
    expect(frame().dataset.state).toBe('paused');
    say('play', 'https://evil.test');
    expect(frame().dataset.state).toBe('paused');
    say('finish');
    expect(frame().dataset.state).toBe('ended');
    expect(heard).toEqual(['paused', 'ended']);
    rerender({ src: vimeoPlayerUrl('1') });
    expect(frame().hasAttribute('data-state')).toBe(false); // a new video: nothing reported yet
  });
});
