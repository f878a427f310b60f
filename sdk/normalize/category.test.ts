import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { clientAnswering } from '../../test/support/clientAnswering';
import gifs from '../mock/fixtures/giphy-js__gifs.json';
import { normalizeCategoryInPlace } from './category';
import { GIF_URL_FIELDS } from './gif';

/** A recorded GIF, as the API sends it (rendition sizes as strings). */
const recordedGif = () => structuredClone(gifs.data[0]!) as unknown as Record<string, unknown>;
/** A GIF whose every URL field holds `url`. */
const gifWithUrls = (url: string) => ({
  id: 'g',
  images: { original: { url } },
  ...Object.fromEntries(GIF_URL_FIELDS.map((field) => [field, url])),
});

describe('normalizeCategoryInPlace', () => {
  it('normalizes the category’s GIF like any GIF (numeric sizes, response id), subcategories recursively', () => {
    const warn = (message: string) => expect.fail(message);
    const category = normalizeCategoryInPlace(
      {
        name: 'Actions',
        name_encoded: 'actions',
        gif: recordedGif(),
        subcategories: [{ name: 'Cooking', name_encoded: 'cooking', gif: recordedGif() }],
      },
      'data.0',
      'r1',
      warn,
    );
    expect(category.gif?.response_id).toBe('r1');
    expect(typeof category.gif?.images.original?.width).toBe('number');
    expect(category.subcategories?.[0]?.gif?.response_id).toBe('r1');
    expect(category.name).toBe('Actions');
  });

  it('drops every unsafe URL of its GIF and of its subcategories’ GIFs, one warning each', () => {
    for (const bad of UNSAFE_URLS.filter((url) => !/^https?:/i.test(url))) {
      const warnings: string[] = [];
      const category = normalizeCategoryInPlace(
        { name: 'A', name_encoded: 'a', gif: gifWithUrls(bad), subcategories: [{ name: 'B', gif: gifWithUrls(bad) }] },
        'data.0',
        undefined,
        (message) => warnings.push(message),
      );
      for (const field of GIF_URL_FIELDS) {
        expect(category.gif, bad).not.toHaveProperty(field);
        expect(category.subcategories?.[0]?.gif, bad).not.toHaveProperty(field);
      }
      expect(category.gif?.images).toEqual({});
      expect(warnings).toHaveLength(2 * (GIF_URL_FIELDS.length + 1));
      expect(warnings).toContainEqual(expect.stringMatching(/^gifkit: dropped data\.0\.gif\.embed_url /));
      expect(warnings).toContainEqual(
        expect.stringMatching(/^gifkit: dropped data\.0\.subcategories\.0\.gif\.images\.original\.url /),
      );
    }
  });

  it('a category without a GIF object has none; a malformed GIF or a non-object is an error naming it', () => {
    expect(normalizeCategoryInPlace({ name: 'A', name_encoded: 'a', gif: 'x' })).toEqual({
      name: 'A',
      name_encoded: 'a',
    });
    expect(() => normalizeCategoryInPlace({ name: 'A', gif: { images: {} } }, 'data.3')).toThrow(/data\.3\.gif\.id/);
    expect(() => normalizeCategoryInPlace('A', 'data.4')).toThrow(/data\.4: expected a category object/);
  });
});

describe('categories and subcategories', () => {
  it('return normalized categories: unsafe GIF URLs dropped and reported to onWarning, malformed items dropped', async () => {
    const body = {
      data: [
        { name: 'Actions', name_encoded: 'actions', gif: recordedGif() },
        { name: 'Evil', name_encoded: 'evil', gif: gifWithUrls('javascript:alert(1)') },
        'not a category',
      ],
      pagination: { count: 3, offset: 0 },
      meta: { response_id: 'r' },
    };
    const { client, warnings } = clientAnswering(body);
    for (const { data } of [await client.getCategories(), await client.getSubcategories('actions')]) {
      expect(data).toHaveLength(2);
      expect(data[0]?.gif?.response_id).toBe('r');
      expect(data[1]?.gif).not.toHaveProperty('url');
      expect(data[1]?.gif?.images.original).toBeUndefined();
    }
    expect(warnings).toContainEqual(expect.stringMatching(/^gifkit: dropped data\.1\.gif\.url /));
    expect(warnings).toContainEqual(expect.stringMatching(/data\.2: expected a category object \(item dropped/));
  });
});
