import { describe, expect, it } from 'vitest';
import { createGiphyCore } from '../client/core';
import { createGifReader, createGiphyClient } from '../client/createGiphyClient';
import { providerOf } from './providerOf';

describe('providerOf', () => {
  const options = { apiKey: 'k', storage: null };

  it('GIPHY’s core, and every client built on one, can do everything and asks for "Powered By GIPHY"', () => {
    for (const source of [createGiphyCore(options), createGiphyClient(options), createGifReader(options)]) {
      const { capabilities, attribution } = providerOf(source);
      expect(Object.values(capabilities).every(Boolean)).toBe(true);
      expect(attribution).toEqual({ provider: 'GIPHY', mark: 'Powered By GIPHY' });
    }
  });
});
