import { describe, expect, it } from 'vitest';
import { normalizeGifInPlace } from '../normalize/gif';
import { toCompatCategory, toCompatGif, toResultPagination } from './toCompatGif';

const quiet = () => {};
/** A sparse wire GIF, as the API sends an anonymous sticker: most of GIPHY's required fields missing. */
const sparse = () =>
  normalizeGifInPlace(
    {
      id: 'abc',
      type: 'sticker',
      is_sticker: 1,
      is_scheduled: 1,
      images: {
        original: {
          url: 'https://media.giphy.com/a/giphy.gif',
          width: '480',
          height: '270',
          size: '1234',
          frames: '12',
        },
        fixed_width: {
          url: 'javascript:alert(1)',
          width: '200',
          height: '113',
          mp4: 'https://media.giphy.com/a/200w.mp4',
        },
      },
    },
    'data',
    undefined,
    quiet,
  );

describe('toCompatGif (GIPHY `IGif` shape)', () => {
  it('fills every field GIPHY requires with its documented fallback', () => {
    const gif = toCompatGif(sparse());
    expect(gif).toMatchObject({
      id: 'abc',
      type: 'gif',
      is_sticker: true,
      is_scheduled: true,
      title: '',
      url: '',
      slug: '',
      rating: '',
      bottle_data: {},
      user: { username: '', id: 0, user_type: 'anonymous', is_verified: false, is_public: false },
    });
    expect(gif.images.original).toMatchObject({ url: 'https://media.giphy.com/a/giphy.gif', width: 480, height: 270 });
    // Byte sizes as strings, as GIPHY's types (and the API) have them.
    expect(gif.images.original.size).toBe('1234');
    expect(gif.images.original.mp4_size).toBe('');
    // A rendition the API left out is an empty file, never undefined.
    expect(gif.images.downsized).toEqual({
      url: '',
      width: 0,
      height: 0,
      mp4: '',
      mp4_size: '',
      webp: '',
      webp_size: '',
    });
    expect(gif.images['480w_still'].url).toBe('');
  });

  it('keeps the normalizer’s URL boundary: a hostile rendition URL stays out', () => {
    const gif = toCompatGif(sparse());
    expect(gif.images.fixed_width.url).toBe('');
    expect(gif.images.fixed_width.mp4).toBe('https://media.giphy.com/a/200w.mp4');
  });

  it('keeps the API’s values where it sent them', () => {
    const gif = toCompatGif(
      normalizeGifInPlace({
        id: 'v1',
        type: 'video',
        title: 'A clip',
        is_scheduled: false,
        user: { username: 'giphy', id: 7, user_type: 'partner', is_verified: 1 },
        images: {},
        video: {
          native: 'fr',
          assets: { '360p': { url: 'https://media.giphy.com/v/360.mp4', width: '640', height: '360' } },
        },
      }),
    );
    expect(gif).toMatchObject({ type: 'video', title: 'A clip', is_scheduled: false });
    expect(gif.user).toMatchObject({ username: 'giphy', id: 7, user_type: 'partner', is_verified: true });
    expect(gif.video?.native).toBe('fr');
    expect(gif.video?.assets['360p']).toEqual({ url: 'https://media.giphy.com/v/360.mp4', width: 640, height: 360 });
    expect(gif.video?.assets['4k']).toEqual({ url: '', width: 0, height: 0 });
  });
});

describe('compat envelopes', () => {
  it('total_count falls back to offset + count', () => {
    expect(toResultPagination({ count: 5, offset: 10 })).toEqual({ count: 5, offset: 10, total_count: 15 });
    expect(toResultPagination({ count: 5, offset: 10, total_count: 99 }).total_count).toBe(99);
  });

  it('a category always has subcategories, and its GIF in GIPHY’s shape', () => {
    const category = toCompatCategory({
      name: 'Actions',
      name_encoded: 'actions',
      gif: normalizeGifInPlace({ id: 'g', images: {} }),
      subcategories: [{ name: 'Jump', name_encoded: 'jump' }],
    });
    expect(category.subcategories[0]?.subcategories).toEqual([]);
    expect(category.gif?.is_scheduled).toBe(false);
    expect(category.gif?.images.original.url).toBe('');
  });
});
