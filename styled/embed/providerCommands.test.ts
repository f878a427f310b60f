import { describe, expect, it, vi } from 'vitest';
import { postProviderCommand, providerMessage } from './providerCommands';

function frameAt(src: string) {
  const postMessage = vi.fn();
  return { frame: { src, contentWindow: { postMessage } } as unknown as HTMLIFrameElement, postMessage };
}

describe('provider commands', () => {
  it("speaks YouTube's IFrame API and Vimeo's player API", () => {
    expect(JSON.parse(providerMessage('youtube', 'unmute'))).toEqual({ event: 'command', func: 'unMute', args: [] });
    expect(JSON.parse(providerMessage('youtube', 'pause'))).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(providerMessage('youtube', 'play')).func).toBe('playVideo');
    expect(JSON.parse(providerMessage('youtube', 'mute')).func).toBe('mute');
    expect(JSON.parse(providerMessage('vimeo', 'mute'))).toEqual({ method: 'setVolume', value: 0 });
    expect(JSON.parse(providerMessage('vimeo', 'unmute'))).toEqual({ method: 'setVolume', value: 1 });
    expect(JSON.parse(providerMessage('vimeo', 'play'))).toEqual({ method: 'play' });
    expect(JSON.parse(providerMessage('vimeo', 'pause'))).toEqual({ method: 'pause' });
  });

  it("posts to the provider's origin only, and only to a frame showing that provider", () => {
    const youtube = frameAt('https://www.youtube.com/embed/abc?mute=1');
    expect(postProviderCommand(youtube.frame, 'youtube', 'mute')).toBe(true);
    expect(youtube.postMessage).toHaveBeenCalledWith(providerMessage('youtube', 'mute'), 'https://www.youtube.com');

    const vimeo = frameAt('https://player.vimeo.com/video/1?muted=1');
    expect(postProviderCommand(vimeo.frame, 'vimeo', 'play')).toBe(true);
    expect(vimeo.postMessage).toHaveBeenCalledWith(providerMessage('vimeo', 'play'), 'https://player.vimeo.com');

    for (const src of ['https://evil.test/embed/abc', 'http://www.youtube.com/embed/abc', 'not a url']) {
      const other = frameAt(src);
      expect(postProviderCommand(other.frame, 'youtube', 'unmute')).toBe(false);
      expect(other.postMessage).not.toHaveBeenCalled();
    }
    expect(postProviderCommand(youtube.frame, 'vimeo', 'play')).toBe(false);
    expect(postProviderCommand(null, 'youtube', 'play')).toBe(false);
  });
});
