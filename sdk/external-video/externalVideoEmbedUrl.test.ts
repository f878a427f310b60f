import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { externalVideoEmbedUrl } from './externalVideoEmbedUrl';

describe('externalVideoEmbedUrl', () => {
  it('dispatches on the provider name', () => {
    const youtube = externalVideoEmbedUrl({ provider_name: 'YouTube', asset_uid: 'dQw4w9WgXcQ', start: 5 });
    expect(youtube).toMatch(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?.*start=4$/);
    const vimeo = externalVideoEmbedUrl({ provider_name: 'vimeo', asset_uid: '76979871' }, { color: '9933ff' });
    expect(vimeo).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?.*color=9933ff/);
  });

  it("gives Vimeo's player the embed's purple unless told another colour", () => {
    const url = new URL(externalVideoEmbedUrl({ provider_name: 'Vimeo', asset_uid: '76979871' }));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(url.searchParams.get('color')).toBe('9933ff');
    const blue = externalVideoEmbedUrl({ provider_name: 'vimeo', asset_uid: '1' }, { color: '#00CCFF' });
    expect(new URL(blue).searchParams.get('color')).toBe('00ccff');
    expect(() => externalVideoEmbedUrl({ provider_name: 'vimeo', asset_uid: '1' }, { color: 'red' })).toThrow(
      /is not a hex colour/,
    );
  });

  it('rejects unsupported providers and bad ids', () => {
    expect(() => externalVideoEmbedUrl({ provider_name: 'twitch', asset_uid: '1' })).toThrow(ValidationError);
    expect(() => externalVideoEmbedUrl({})).toThrow(/not a supported video provider/);
    expect(() => externalVideoEmbedUrl({ provider_name: 'youtube' })).toThrow(/is not a valid video id/);
  });
});
