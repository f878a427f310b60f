import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SyntheticResponseError, ValidationError } from '../errors';
import emoji from '../mock/fixtures/giphy-js__default-emoji-variations.json';
import search2019 from '../mock/fixtures/react-giphy-searchbox__giphySearchGetSuccess.json';
import missingPagination from '../mock/fixtures/react-giphy-searchbox__giphySearchGetSuccessMissingPagination.json';
import { listOf, oneOf } from './envelope';
import { normalizeGif } from './gif';

describe('envelope', () => {
  it('normalizes a recorded list and stamps each item with the response id', () => {
    const result = listOf(normalizeGif)(search2019, 'u');
    expect(result.data).toHaveLength(5);
    expect(result.pagination).toEqual({ count: 5, offset: 0, total_count: 12744 });
    expect(result.data.every((g) => g.response_id === search2019.meta.response_id)).toBe(true);
  });

  it('keeps the v2 emoji cursor', () => {
    expect(listOf(normalizeGif)(emoji, 'u').pagination).toEqual({ count: 5, offset: 0, next_cursor: 5 });
  });

  it('a list without pagination gets count = items and offset 0', () => {
    expect(listOf(normalizeGif)(missingPagination, 'u').pagination).toEqual({ count: 0, offset: 0 });
  });

  it('a 200 without response_id is a synthetic response', () => {
    expect(() => listOf(normalizeGif)({ data: [], meta: { status: 200, msg: 'OK', response_id: '' } }, 'u')).toThrow(
      SyntheticResponseError,
    );
    expect(() => listOf(normalizeGif)({ data: [], meta: { status: 200 } }, 'u')).toThrow('synthetic response');
    // No meta at all is no response_id either.
    expect(() => listOf(normalizeGif)({ data: [] }, 'u')).toThrow(SyntheticResponseError);
  });

  it('a malformed envelope is a ValidationError naming the part', () => {
    expect(() => listOf(normalizeGif)('nope', 'u')).toThrow(ValidationError);
    expect(() => listOf(normalizeGif)({ data: {}, meta: { response_id: 'r' } }, 'u')).toThrow(/invalid data/);
  });

  it('drops malformed items, reports them and keeps the rest', () => {
    const warnings: string[] = [];
    const body = { data: [{ id: 'a' }, { nope: 1 }, { id: 'b', images: 3 }, { id: 'c' }], meta: { response_id: 'r' } };
    const result = listOf(normalizeGif)(body, 'https://x/y', (m) => warnings.push(m));
    expect(result.data.map((g) => g.id)).toEqual(['a', 'c']);
    expect(warnings).toEqual([expect.stringContaining('data.1.id'), expect.stringContaining('data.2.images')]);
    expect(result.pagination).toEqual({ count: 4, offset: 0 });
  });

  it('a single answer with a malformed item is an error', () => {
    expect(() => oneOf(normalizeGif)({ data: { title: 'x' }, meta: { response_id: 'r' } }, 'u')).toThrow(/data\.id/);
  });

  it('property: any list of items yields only well-formed GIFs, never an unexpected exception', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (data) => {
        const result = listOf(normalizeGif)({ data, meta: { response_id: 'r' } }, 'u', () => {});
        expect(result.data.length).toBeLessThanOrEqual(data.length);
        for (const gif of result.data) expect(typeof gif.id).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
