import { describe, expect, it, vi } from 'vitest';
import { playerMessage, playerProvider, postPlayerCommand } from './playerCommands';
import { vimeoPlayerUrl } from './vimeo';
import { youtubeEmbedUrl } from './youtube';

function frameAt(src: string) {
  const postMessage = vi.fn();
  return { frame: { src, contentWindow: { postMessage } }, postMessage };
}

describe('player commands', () => {
  it("speaks YouTube's IFrame API and Vimeo's player API", () => {
    expect(JSON.parse(playerMessage('youtube', 'unmute'))).toEqual({ event: 'command', func: 'unMute', args: [] });
    expect(JSON.parse(playerMessage('youtube', 'pause'))).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(playerMessage('youtube', 'play')).func).toBe('playVideo');
    expect(JSON.parse(playerMessage('youtube', 'mute')).func).toBe('mute');
    expect(JSON.parse(playerMessage('vimeo', 'mute'))).toEqual({ method: 'setVolume', value: 0 });
    expect(JSON.parse(playerMessage('vimeo', 'unmute'))).toEqual({ method: 'setVolume', value: 1 });
    expect(JSON.parse(playerMessage('vimeo', 'play'))).toEqual({ method: 'play' });
    expect(JSON.parse(playerMessage('vimeo', 'pause'))).toEqual({ method: 'pause' });
  });

  it('knows a player by the origin its URL builder writes, and nothing else', () => {
    expect(playerProvider(youtubeEmbedUrl('dQw4w9WgXcQ'))).toBe('youtube');
    expect(playerProvider(vimeoPlayerUrl('76979871'))).toBe('vimeo');
    for (const src of [
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.test/embed/x',
      'https://vimeo.com/76979871',
      'javascript:alert(1)//https://player.vimeo.com/',
      'not a url',
      '',
      undefined,
    ]) {
      expect(playerProvider(src)).toBeUndefined();
    }
  });

  it("posts to the player's origin only, and only to a frame showing a player", () => {
    const youtube = frameAt('https://www.youtube.com/embed/abc?mute=1');
    expect(postPlayerCommand(youtube.frame, 'mute')).toBe(true);
    expect(youtube.postMessage).toHaveBeenCalledWith(playerMessage('youtube', 'mute'), 'https://www.youtube.com');

    const vimeo = frameAt('https://player.vimeo.com/video/1?muted=1');
    expect(postPlayerCommand(vimeo.frame, 'play')).toBe(true);
    expect(vimeo.postMessage).toHaveBeenCalledWith(playerMessage('vimeo', 'play'), 'https://player.vimeo.com');

    for (const src of ['https://evil.test/embed/abc', 'http://www.youtube.com/embed/abc', 'not a url', 'about:blank']) {
      const other = frameAt(src);
      expect(postPlayerCommand(other.frame, 'unmute')).toBe(false);
      expect(other.postMessage).not.toHaveBeenCalled();
    }
    expect(postPlayerCommand({ src: youtube.frame.src, contentWindow: null }, 'play')).toBe(false);
    expect(postPlayerCommand(null, 'play')).toBe(false);
  });
});
