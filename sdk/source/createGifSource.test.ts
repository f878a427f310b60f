import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import * as calls from '../client/calls';
import { UnsupportedCallError } from '../errors';
import { createGifSource } from './createGifSource';
import { providerOf } from './providerOf';

const meta = { status: 200, msg: 'OK', response_id: '' };
const gif = (id: string, url = `https://gifs.example/${id}.mp4`) => ({
  id,
  tags: [],
  images: { fixed_width: { mp4: url, width: 200, height: 150 } },
});

describe('createGifSource', () => {
  const search = vi.fn(async () => ({ data: [gif('a')], pagination: { count: 1, offset: 0 }, meta }));
  const source = createGifSource({ identity: 'acme', attribution: { provider: 'Acme' }, calls: { search } });

  it('declares the calls it was given, and no ability of GIPHY’s own API', () => {
    const { capabilities, attribution } = providerOf(source);
    expect(attribution).toEqual({ provider: 'Acme' });
    expect(Object.entries(capabilities).filter(([, can]) => can)).toEqual([['search', true]]);
    expect(source.identity).toBe('acme');
  });

  it('refuses every other call with an UnsupportedCallError, before calling anything', async () => {
    const refused = [
      () => calls.trendingGifs(source),
      () => calls.getGif(source, 'a'),
      () => calls.searchChannels(source, 'nba'),
      () => calls.relatedGifs(source, 'a'),
      () => calls.searchGifs(source, 'cats', { type: 'stickers' }),
      () => calls.searchGifs(source, 'cats', { type: 'videos' }),
      () => calls.searchGifs(source, 'cats', { channel: 'nba' }),
    ];
    for (const call of refused) {
      const error = await call().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(UnsupportedCallError);
      expect((error as UnsupportedCallError).provider).toBe('Acme');
    }
    expect(search).not.toHaveBeenCalled();
  });

  it('passes every GIF through the URL boundary and drops a malformed one with a warning', async () => {
    const warnings: string[] = [];
    const hostile = createGifSource({
      identity: 'hostile',
      attribution: { provider: 'Hostile' },
      onWarning: (message) => warnings.push(message),
      calls: {
        search: async () => ({
          data: [...UNSAFE_URLS.map((url, i) => gif(`g${i}`, url)), { title: 'no id' } as never, gif('ok')],
          pagination: { count: UNSAFE_URLS.length + 2, offset: 0 },
          meta,
        }),
      },
    });
    const { data } = await calls.searchGifs(hostile, 'x');
    expect(data.map((g) => g.id)).toEqual([...UNSAFE_URLS.map((_, i) => `g${i}`), 'ok']);
    for (const item of data.slice(0, -1)) expect(item.images).toEqual({});
    expect(data.at(-1)?.images.fixed_width?.mp4).toBe('https://gifs.example/ok.mp4');
    expect(warnings.some((w) => w.includes('missing id'))).toBe(true);
  });
});
