import { describe, expect, it } from 'vitest';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { GifkitError } from '../errors';
import { createGifReader, createGiphyClient } from './createGiphyClient';

const { requests } = setupMockApiServer();
const options = { apiKey: 'test-key', storage: null, onWarning: () => {} };
const lastUrl = () => new URL(requests.at(-1)!.url);

describe('createGifReader', () => {
  it('needs an api key, naming itself', () => {
    expect(() => createGifReader({})).toThrow(GifkitError);
    expect(() => createGifReader({ apiKey: ' ' })).toThrow(/needs an apiKey/);
  });

  it('has only getGif, relatedGifs, the client identity calls and the engine of its core', () => {
    expect(Object.keys(createGifReader(options)).sort()).toEqual([
      'clearCache',
      'engine',
      'getGif',
      'identity',
      'pingbackId',
      'relatedGifs',
    ]);
  });

  it('reads one GIF and its related GIFs as createGiphyClient does, over the same request', async () => {
    const reader = createGifReader({ ...options, rating: 'g' });
    const giphy = createGiphyClient({ ...options, rating: 'g' });
    const { data: first } = await giphy.trendingGifs({ limit: 1 });
    const id = first[0]!.id;

    const one = await reader.getGif(id);
    const gifUrl = lastUrl();
    expect(gifUrl.pathname).toBe(`/v1/gifs/${id}`);
    expect(gifUrl.searchParams.get('api_key')).toBe('test-key');
    expect(gifUrl.searchParams.get('pingback_id')).toBe(reader.pingbackId());
    expect(one.data).toEqual((await giphy.getGif(id)).data);

    const related = await reader.relatedGifs(id, { limit: 3 });
    const relatedUrl = lastUrl();
    expect(relatedUrl.pathname).toBe('/v1/gifs/related');
    expect(relatedUrl.searchParams.get('gif_id')).toBe(id);
    expect(relatedUrl.searchParams.get('rating')).toBe('g');
    expect(related.data.map((gif) => gif.id)).toEqual(
      (await giphy.relatedGifs(id, { limit: 3 })).data.map((g) => g.id),
    );
    expect(reader.identity).toBe(giphy.identity);
  });

  it('caches like the full client: one request for the same GIF until clearCache', async () => {
    const reader = createGifReader(options);
    const id = (await createGiphyClient(options).trendingGifs({ limit: 1 })).data[0]!.id;
    const before = requests.length;
    await Promise.all([reader.getGif(id), reader.getGif(id)]);
    expect(requests.length).toBe(before + 1);
    reader.clearCache();
    await reader.getGif(id);
    expect(requests.length).toBe(before + 2);
  });
});
