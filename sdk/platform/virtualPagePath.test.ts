/** Virtual page paths: page = offset / limit + 1, default limit 25. */
import { describe, expect, it } from 'vitest';
import { pageNumber, virtualPagePath } from './virtualPagePath';

describe('pageNumber', () => {
  it('is offset / limit + 1 with the default limit 25', () => {
    expect(pageNumber()).toBe(1);
    expect(pageNumber({ offset: 0 })).toBe(1);
    expect(pageNumber({ offset: 25 })).toBe(2);
    expect(pageNumber({ offset: 50 })).toBe(3);
    expect(pageNumber({ offset: 30, limit: 10 })).toBe(4);
  });

  it('rounds a partial page down and ignores nonsense', () => {
    expect(pageNumber({ offset: 24 })).toBe(1);
    expect(pageNumber({ offset: 26 })).toBe(2);
    expect(pageNumber({ offset: -5 })).toBe(1);
    expect(pageNumber({ offset: 50, limit: 0 })).toBe(3);
  });
});

describe('virtualPagePath', () => {
  it('related GIFs: /gifs/{id}/related/page/{n}', () => {
    expect(virtualPagePath({ kind: 'related', gifId: 'GRSnxyhJnPsaQy9YLn', offset: 50 })).toBe(
      '/gifs/GRSnxyhJnPsaQy9YLn/related/page/3',
    );
  });

  it('search: /search/{term}/page/{n}, spaces as hyphens, encoded', () => {
    expect(virtualPagePath({ kind: 'search', term: 'funny cats' })).toBe('/search/funny-cats/page/1');
    expect(virtualPagePath({ kind: 'search', term: 'c/d?', offset: 25 })).toBe('/search/c%2Fd%3F/page/2');
  });

  it('channel: /channels/{slug}/page/{n} with page = offset / limit + 1 (limit 25 by default)', () => {
    expect(virtualPagePath({ kind: 'channel', slug: 'gifkit' })).toBe('/channels/gifkit/page/1');
    expect(virtualPagePath({ kind: 'channel', slug: 'gifkit', offset: 75 })).toBe('/channels/gifkit/page/4');
    expect(virtualPagePath({ kind: 'channel', slug: 'gifkit', offset: 20, limit: 10 })).toBe('/channels/gifkit/page/3');
  });

  it('channel search: /channel/{slug}/search/{term}, with /page/{n} appended only when paged', () => {
    expect(virtualPagePath({ kind: 'channelSearch', slug: 'gifkit', term: 'dragon ball' })).toBe(
      '/channel/gifkit/search/dragon-ball',
    );
    expect(virtualPagePath({ kind: 'channelSearch', slug: 'gifkit', term: 'dragon ball', offset: 25 })).toBe(
      '/channel/gifkit/search/dragon-ball/page/2',
    );
  });

  it('sticker decorate pages live under /create/gifmaker/decorate/stickers/', () => {
    expect(virtualPagePath({ kind: 'stickers' })).toBe('/create/gifmaker/decorate/stickers/trending/page/1');
    expect(virtualPagePath({ kind: 'stickers', term: 'hearts', offset: 25 })).toBe(
      '/create/gifmaker/decorate/stickers/search/hearts/page/2',
    );
  });
});
