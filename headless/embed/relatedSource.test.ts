import { describe, expect, it } from 'vitest';
import { createGiphyCore } from '../../sdk/client/core';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { relatedPages } from './relatedSource';

const { urls } = setupMockApiServer();

describe('relatedPages', () => {
  it('asks for 6 GIFs at offset 0, then pages of 12 from the offset', async () => {
    const fetchPage = relatedPages(createGiphyCore({ apiKey: 'k', storage: null }), 'abc');
    const signal = new AbortController().signal;
    await fetchPage(0, signal);
    await fetchPage(6, signal);
    const asked = urls.map((url) => [
      url.pathname,
      url.searchParams.get('gif_id'),
      url.searchParams.get('offset'),
      url.searchParams.get('limit'),
    ]);
    expect(asked).toEqual([
      ['/v1/gifs/related', 'abc', '0', '6'],
      ['/v1/gifs/related', 'abc', '6', '12'],
    ]);
  });
});
