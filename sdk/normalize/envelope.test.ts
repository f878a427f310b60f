import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SyntheticResponseError, ValidationError } from '../errors';
import emoji from '../mock/fixtures/giphy-js__default-emoji-variations.json';
import search2019 from '../mock/fixtures/react-giphy-searchbox__giphySearchGetSuccess.json';
import missingPagination from '../mock/fixtures/react-giphy-searchbox__giphySearchGetSuccessMissingPagination.json';
import { normalizeList, normalizeSingle } from './envelope';
import { normalizeGif } from './gif';

describe('envelope', () => {
  it('normalizes a recorded list and stamps each item with the response id', () => {
    const result = normalizeList(search2019, 'u', normalizeGif);
    expect(result.data).toHaveLength(5);
    expect(result.pagination).toEqual({ count: 5, offset: 0, total_count: 12744 });
    expect(result.data.every((g) => g.response_id === search2019.meta.response_id)).toBe(true);
  });

  it('keeps the v2 emoji cursor', () => {
    expect(normalizeList(emoji, 'u', normalizeGif).pagination).toEqual({ count: 5, offset: 0, next_cursor: 5 });
  });

  it('a list without pagination gets count = items and offset 0', () => {
    expect(normalizeList(missingPagination, 'u', normalizeGif).pagination).toEqual({ count: 0, offset: 0 });
  });

  it('a 200 without response_id is a synthetic response', () => {
    expect(() =>
      normalizeList({ data: [], meta: { status: 200, msg: 'OK', response_id: '' } }, 'u', normalizeGif),
    ).toThrow(SyntheticResponseError);
    expect(() => normalizeList({ data: [], meta: { status: 200 } }, 'u', normalizeGif)).toThrow('synthetic response');
    // No meta at all is no response_id either.
    expect(() => normalizeList({ data: [] }, 'u', normalizeGif)).toThrow(SyntheticResponseError);
  });

  it('a malformed envelope is a ValidationError naming the part', () => {
    expect(() => normalizeList('nope', 'u', normalizeGif)).toThrow(ValidationError);
    expect(() => normalizeList({ data: {}, meta: { response_id: 'r' } }, 'u', normalizeGif)).toThrow(/invalid data/);
  });

  it('drops malformed items, reports them and keeps the rest', () => {
    const warnings: string[] = [];
    const body = { data: [{ id: 'a' }, { nope: 1 }, { id: 'b', images: 3 }, { id: 'c' }], meta: { response_id: 'r' } };
    const result = normalizeList(body, 'https://x/y', normalizeGif, (m) => warnings.push(m));
    expect(result.data.map((g) => g.id)).toEqual(['a', 'c']);
    expect(warnings).toEqual([expect.stringContaining('data.1.id'), expect.stringContaining('data.2.images')]);
    expect(result.pagination).toEqual({ count: 4, offset: 0 });
  });

  it('a single answer with a malformed item is an error', () => {
    expect(() => normalizeSingle({ data: { title: 'x' }, meta: { response_id: 'r' } }, 'u', normalizeGif)).toThrow(
      /data\.id/,
    );
  });

  it('property: any list of items yields only well-formed GIFs, never an unexpected exception', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (data) => {
        const result = normalizeList({ data, meta: { response_id: 'r' } }, 'u', normalizeGif, () => {});
        expect(result.data.length).toBeLessThanOrEqual(data.length);
        for (const gif of result.data) expect(typeof gif.id).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
