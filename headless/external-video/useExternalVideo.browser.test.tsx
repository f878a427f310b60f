// Real Chromium: the embed's external video built from the headless exports alone, exactly as
// docs/headless.md ("External video") shows it (test/docs/headlessExamples.test.ts keeps the two the same),
// against local stand-ins for the YouTube and Vimeo players and YouTube's IFrame API: Watch
// loads the player, the page's pause / play / mute / unmute reach it at its origin, its
// playback moves the back-to-GIF prompt, and "GIF" goes back.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  listenToStandIn,
  routeProviderStandIns,
  standInSays,
  standInWindow,
} from '../../test/browser/providerStandIns';
import { boxCat } from '../../test/support/gifs';
// docs: import { type EmbedGif, useEmbed, useExternalVideo } from 'gifkit/headless';
import { type EmbedGif, useEmbed, useExternalVideo } from '../index';

// docs:begin
function EmbedWithVideo({ gif }: { gif: EmbedGif }) {
  const embed = useEmbed({ gif });
  const { paused, muted, watching, backPrompt } = embed.state;
  const video = useExternalVideo({
    src: embed.externalVideo?.src,
    paused,
    muted,
    onPlaybackChange: embed.reportExternalPlayback, // drives the back-to-GIF prompt
  });
  const controls = (
    <>
      <button {...embed.getPauseButtonProps()}>{paused ? 'Play' : 'Pause'}</button>
      <button type="button" onClick={() => embed.setMuted(!muted)}>
        {muted ? 'Unmute' : 'Mute'}
      </button>
    </>
  );
  if (watching) {
    return (
      <div {...embed.getRootProps()}>
        <iframe {...video.getFrameProps({ width: 480, height: 270 })} />
        {controls}
        <button {...embed.getBackButtonProps()}>GIF</button>
        {backPrompt && <p>The video stopped: back to the GIF?</p>}
      </div>
    );
  }
  const media = embed.getMediaProps();
  return (
    <div {...embed.getRootProps()}>
      {embed.mediaElement === 'video' ? <video {...media} /> : <img {...media} alt={embed.alt} />}
      {controls}
      {embed.externalVideo && <button {...embed.getWatchButtonProps()}>Watch</button>}
    </div>
  );
}
// docs:end

/** Box Cats' GIF (test/support/gifs.ts) cut from a `provider_name` video, with no uploader. */
const gifWith = (provider_name: string, asset_uid: string) =>
  boxCat({
    id: `clip-${provider_name}`,
    url: `https://giphy.com/gifs/clip-${provider_name}`,
    user: undefined,
    external_media: { provider_name, asset_uid, start: 30 },
  });

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-gk-external-video]');
const click = async (name: string) => userEvent.click(screen.getByRole('button', { name }));

beforeAll(async () => {
  await commands.routeGiphyMedia();
  await routeProviderStandIns();
});
afterEach(cleanup);

describe('docs/headless.md: the external video from the headless exports', () => {
  it("YouTube: Watch loads the player; the page's commands reach it; its playback moves the prompt", async () => {
    const players = standInWindow.standInPlayers ?? 0;
    const player = listenToStandIn('https://www.youtube.com');
    render(<EmbedWithVideo gif={gifWith('youtube', 'dQw4w9WgXcQ')} />);
    await click('Watch');
    const iframe = await waitFor(() => frame() ?? Promise.reject(new Error('no player yet')));
    expect(iframe.title).toBe('YouTube video');
    expect(new URL(iframe.src).pathname).toBe('/embed/dQw4w9WgXcQ');
    await waitFor(() => expect(player.heard.ready).toBe(true));
    await waitFor(() => expect(standInWindow.standInPlayers).toBe(players + 1)); // the IFrame API's player

    await click('Unmute');
    await click('Pause');
    const funcs = () => player.heard.received.map(({ message }) => (message as { func?: string }).func);
    await waitFor(() => expect(funcs()).toEqual(['unMute', 'pauseVideo']));
    expect(player.heard.received.every(({ from }) => from === location.origin)).toBe(true);

    window.postMessage({ standInState: 0 }, location.origin); // ended
    await screen.findByText('The video stopped: back to the GIF?');
    expect(iframe.dataset.state).toBe('ended');
    window.postMessage({ standInState: 1 }, location.origin); // playing again
    await waitFor(() => expect(screen.queryByText('The video stopped: back to the GIF?')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Back to the GIF' }));
    await waitFor(() => expect(frame()).toBeNull());
    await screen.findByRole('button', { name: 'Watch' });
    player.stop();
  });

  it("Vimeo: the page's commands reach the player; its pause shows the prompt", async () => {
    const player = listenToStandIn('https://player.vimeo.com');
    render(<EmbedWithVideo gif={gifWith('vimeo', '76979871')} />);
    await click('Watch');
    const iframe = await waitFor(() => frame() ?? Promise.reject(new Error('no player yet')));
    expect(iframe.title).toBe('Vimeo video');
    expect(new URL(iframe.src).searchParams.get('color')).toBe('9933ff');
    await waitFor(() => expect(player.heard.ready).toBe(true));

    await click('Unmute');
    await click('Pause');
    await click('Play');
    await waitFor(() =>
      expect(player.heard.received).toEqual(
        [{ method: 'setVolume', value: 1 }, { method: 'pause' }, { method: 'play' }].map((message) => ({
          message,
          from: location.origin,
        })),
      ),
    );
    standInSays(iframe, 'https://player.vimeo.com', JSON.stringify({ event: 'pause' }));
    await screen.findByText('The video stopped: back to the GIF?');
    expect(iframe.dataset.state).toBe('paused');
    player.stop();
  });
});
