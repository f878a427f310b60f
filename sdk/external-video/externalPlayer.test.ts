import { describe, expect, it, vi } from 'vitest';
import { connectExternalPlayer } from './externalPlayer';
import type { ExternalPlayback } from './playerEvents';
import { vimeoPlayerUrl } from './vimeo';
import { YOUTUBE_IFRAME_API_URL, youtubeEmbedUrl } from './youtube';

interface FakeYT {
  Player: new (element: unknown, options: { events: { onStateChange: (e: { data: number }) => void } }) => unknown;
}

/** A page (window + document) and an iframe in it whose player window records what it is sent. */
function page() {
  const win = new EventTarget() as EventTarget & { YT?: FakeYT; onYouTubeIframeAPIReady?: () => void };
  const scripts: { src?: string; async?: boolean }[] = [];
  const doc = {
    defaultView: win,
    head: { append: (script: { src?: string }) => scripts.push(script) },
    createElement: () => ({}),
  };
  const frame = (src: string) => {
    const player = { postMessage: vi.fn() };
    return { frame: { src, contentWindow: player, ownerDocument: doc } as unknown as HTMLIFrameElement, player };
  };
  const message = (data: unknown, origin: string, source: unknown) =>
    win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win, scripts, frame, message };
}

describe('connectExternalPlayer: Vimeo', () => {
  it('asks the ready player for its events and reports play, pause and finish', () => {
    const { frame, message } = page();
    const { frame: iframe, player } = frame(vimeoPlayerUrl('76979871'));
    const heard: ExternalPlayback[] = [];
    const connection = connectExternalPlayer(iframe, { onPlayback: (playback) => heard.push(playback) });
    expect(connection.provider).toBe('vimeo');

    message(JSON.stringify({ event: 'ready' }), 'https://player.vimeo.com', player);
    expect(player.postMessage.mock.calls.map(([data, origin]) => [JSON.parse(data), origin])).toEqual(
      ['play', 'pause', 'finish'].map((value) => [{ method: 'addEventListener', value }, 'https://player.vimeo.com']),
    );
    message(JSON.stringify({ event: 'pause' }), 'https://player.vimeo.com', player);
    message({ event: 'play' }, 'https://player.vimeo.com', player);
    message(JSON.stringify({ event: 'finish' }), 'https://player.vimeo.com', player);
    message('{not json', 'https://player.vimeo.com', player);
    expect(heard).toEqual(['paused', 'playing', 'ended']);
  });

  it('ignores other origins and other windows, and stops on disconnect', () => {
    const { frame, message } = page();
    const { frame: iframe, player } = frame(vimeoPlayerUrl('1'));
    const onPlayback = vi.fn();
    const connection = connectExternalPlayer(iframe, { onPlayback });
    message(JSON.stringify({ event: 'ready' }), 'https://evil.test', player);
    message(JSON.stringify({ event: 'play' }), 'https://evil.test', player);
    message(JSON.stringify({ event: 'play' }), 'https://player.vimeo.com', { postMessage: vi.fn() });
    expect(player.postMessage).not.toHaveBeenCalled();
    expect(onPlayback).not.toHaveBeenCalled();
    connection.disconnect();
    message(JSON.stringify({ event: 'play' }), 'https://player.vimeo.com', player);
    expect(onPlayback).not.toHaveBeenCalled();
  });

  it("sends commands to the player's origin", () => {
    const { frame } = page();
    const { frame: iframe, player } = frame(vimeoPlayerUrl('1'));
    expect(connectExternalPlayer(iframe).send('unmute')).toBe(true);
    expect(player.postMessage).toHaveBeenCalledWith('{"method":"setVolume","value":1}', 'https://player.vimeo.com');
  });
});

describe('connectExternalPlayer: YouTube', () => {
  it("loads the IFrame API once per page and reports the player's states", async () => {
    const { win, scripts, frame } = page();
    const { frame: iframe } = frame(youtubeEmbedUrl('dQw4w9WgXcQ'));
    const heard: ExternalPlayback[] = [];
    const players: { element: unknown; onStateChange: (e: { data: number }) => void }[] = [];
    connectExternalPlayer(iframe, { onPlayback: (playback) => heard.push(playback) });
    connectExternalPlayer(frame(youtubeEmbedUrl('dQw4w9WgXcQ')).frame);
    expect(scripts).toEqual([{ src: YOUTUBE_IFRAME_API_URL, async: true, onerror: expect.any(Function) }]);

    win.YT = {
      Player: vi.fn((element: unknown, { events }: { events: { onStateChange: (e: { data: number }) => void } }) => {
        players.push({ element, onStateChange: events.onStateChange });
      }) as unknown as FakeYT['Player'],
    };
    win.onYouTubeIframeAPIReady?.();
    await vi.waitFor(() => expect(players).toHaveLength(2));
    expect(players[0]?.element).toBe(iframe);
    for (const data of [1, 2, 3, 0, -1]) players[0]?.onStateChange({ data });
    expect(heard).toEqual(['playing', 'paused', 'ended', 'stopped']); // 3 (buffering) is no report
  });

  it('adds no script with loadYoutubeApi: false, and makes no player once disconnected', async () => {
    const offline = page();
    const commands = connectExternalPlayer(offline.frame(youtubeEmbedUrl('dQw4w9WgXcQ')).frame, {
      loadYoutubeApi: false,
    });
    expect(offline.scripts).toEqual([]);
    expect(commands.provider).toBe('youtube');

    const { win, frame } = page();
    const Player = vi.fn();
    win.YT = { Player: Player as unknown as FakeYT['Player'] };
    connectExternalPlayer(frame(youtubeEmbedUrl('dQw4w9WgXcQ')).frame).disconnect();
    const kept = connectExternalPlayer(frame(youtubeEmbedUrl('dQw4w9WgXcQ')).frame);
    await vi.waitFor(() => expect(Player).toHaveBeenCalledTimes(1));
    kept.disconnect();
  });

  it('reports nothing and sends nothing for a frame that shows no player', () => {
    const { frame, scripts } = page();
    const { frame: iframe, player } = frame('https://evil.test/embed/dQw4w9WgXcQ');
    const connection = connectExternalPlayer(iframe);
    expect(connection.provider).toBeUndefined();
    expect(connection.send('play')).toBe(false);
    expect(player.postMessage).not.toHaveBeenCalled();
    expect(scripts).toEqual([]);
  });
});
