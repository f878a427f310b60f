/**
 * Error-tracking sampling: 1% of sessions when no port is in use
 * (`location.port === ''`), every session when a port is in use; decided once per session
 * from the injected random source.
 */
import { describe, expect, it } from 'vitest';
import { sampleErrorTracking } from './errorSampling';

const production = { port: '' };
const dev = { port: '5173' };

describe('sampleErrorTracking', () => {
  it('samples 1% of sessions when no port is in use', () => {
    expect(sampleErrorTracking({ location: production, random: () => 0 })).toEqual({ sampled: true, rate: 0.01 });
    expect(sampleErrorTracking({ location: production, random: () => 0.0099 }).sampled).toBe(true);
    expect(sampleErrorTracking({ location: production, random: () => 0.01 }).sampled).toBe(false);
    expect(sampleErrorTracking({ location: production, random: () => 0.5 }).sampled).toBe(false);
  });

  it('about 1 session in 100 over many sessions', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let sampled = 0;
    for (let i = 0; i < 100_000; i++) if (sampleErrorTracking({ location: production, random }).sampled) sampled++;
    expect(sampled).toBeGreaterThan(800);
    expect(sampled).toBeLessThan(1200);
  });

  it('tracks every session when a port is in use (development), unless told otherwise', () => {
    expect(sampleErrorTracking({ location: dev, random: () => 0.99 })).toEqual({ sampled: true, rate: 1 });
    expect(sampleErrorTracking({ location: dev, random: () => 0.99, portRate: 0 }).sampled).toBe(false);
  });

  it('a server (no location) counts as no port in use', () => {
    expect(sampleErrorTracking({ location: null, random: () => 0.5 })).toEqual({ sampled: false, rate: 0.01 });
    expect(sampleErrorTracking({ location: null, random: () => 0.001 }).sampled).toBe(true);
  });

  it('reads globalThis.location when none is given', () => {
    const had = 'location' in globalThis;
    (globalThis as { location?: { port: string } }).location = dev;
    try {
      expect(sampleErrorTracking({ random: () => 0.9 }).rate).toBe(1);
    } finally {
      if (!had) delete (globalThis as { location?: unknown }).location;
    }
  });

  it('honours a custom rate', () => {
    expect(sampleErrorTracking({ location: production, random: () => 0.3, rate: 0.5 }).sampled).toBe(true);
  });
});
