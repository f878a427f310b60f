import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestRendition, RENDITION_CANDIDATES } from './bestRendition';
import type { Renditions } from './types';

const images: Renditions = {
  original: { url: 'o.gif', width: 480, height: 270 },
  fixed_width: { url: 'fw.gif', width: 200, height: 113 },
  fixed_height: { url: 'fh.gif', width: 356, height: 200 },
  fixed_width_small: { url: 'fws.gif', width: 100, height: 56 },
  fixed_height_small: { url: 'fhs.gif', width: 178, height: 100 },
  downsized: { url: 'd.gif', width: 200, height: 113 },
  fixed_width_downsampled: { url: 'fwd.gif', width: 200, height: 113 },
};

describe('bestRendition', () => {
  it('on a tie prefers original, then fixed_width, fixed_height, fixed_width_small, fixed_height_small', () => {
    const order = ['original', 'fixed_width', 'fixed_height', 'fixed_width_small', 'fixed_height_small'];
    const same = { url: 'x.gif', width: 200, height: 113 };
    order.forEach((name, i) => {
      // Listed in reverse, so the object's key order cannot be what decides.
      const tied: Renditions = Object.fromEntries(
        order
          .slice(i)
          .reverse()
          .map((other) => [other, same]),
      );
      expect(bestRendition(tied, 200, 113)?.name).toBe(name);
    });
  });

  it('returns the closest rendition with its name', () => {
    expect(bestRendition(images, 200, 113)).toEqual({ name: 'fixed_width', url: 'fw.gif', width: 200, height: 113 });
    expect(bestRendition(images, 360, 203)?.name).toBe('fixed_height');
    expect(bestRendition(images, 470, 265)?.name).toBe('original');
    expect(bestRendition(images, 90, 50)?.name).toBe('fixed_width_small');
  });

  it('never picks downsized or downsampled renditions', () => {
    const only = { downsized: images.downsized, fixed_width_downsampled: images.fixed_width_downsampled };
    expect(bestRendition(only, 200, 113)).toBeUndefined();
  });

  it('falls back to the largest rendition for a box bigger than all of them', () => {
    expect(bestRendition(images, 1920, 1080)?.name).toBe('original');
  });

  it('skips missing renditions, {} placeholders and zero sizes', () => {
    const clip = {
      original: {} as never,
      fixed_width: { url: 'fw.gif', width: 0, height: 113 },
      fixed_height: { url: 'fh.gif', width: 356, height: 200 },
    } satisfies Renditions;
    expect(bestRendition(clip, 200, 113)?.name).toBe('fixed_height');
    expect(bestRendition({}, 200, 200)).toBeUndefined();
    expect(bestRendition(undefined, 200, 200)).toBeUndefined();
  });

  it('treats renditions the accept filter rejects as missing', () => {
    const best = bestRendition(images, 200, 113, { accept: (r) => r.name !== 'fixed_width' });
    expect(best?.name).toBe('fixed_height_small');
  });

  it('passes the tolerance through', () => {
    expect(bestRendition(images, 240, 135)?.name).toBe('fixed_width');
    expect(bestRendition(images, 240, 135, { scaleUpMaxPixels: 10 })?.name).toBe('fixed_height');
  });

  const size = fc.integer({ min: 1, max: 2000 });
  const renditionsArb = fc.dictionary(
    fc.constantFrom(...RENDITION_CANDIDATES, 'downsized', 'preview_gif'),
    fc.record({
      url: fc.webUrl(),
      width: fc.integer({ min: 0, max: 2000 }),
      height: fc.integer({ min: 0, max: 2000 }),
    }),
  );

  it('property: the result is always one of the usable candidates', () => {
    fc.assert(
      fc.property(renditionsArb, size, size, (renditions, width, height) => {
        const best = bestRendition(renditions, width, height);
        const usable = RENDITION_CANDIDATES.filter((name) => {
          const r = renditions[name];
          return r && r.width > 0 && r.height > 0;
        });
        if (usable.length === 0) return best === undefined;
        return best !== undefined && usable.includes(best.name as never) && renditions[best.name]?.url === best.url;
      }),
    );
  });

  it('property: a candidate of exactly the target size is chosen', () => {
    fc.assert(
      fc.property(renditionsArb, fc.constantFrom(...RENDITION_CANDIDATES), size, size, (renditions, name, w, h) => {
        const withExact = { ...renditions, [name]: { url: 'exact.gif', width: w, height: h } };
        const best = bestRendition(withExact, w, h);
        if (best?.url === 'exact.gif') return true;
        // The only way to lose is a tie: an earlier candidate with the very same area.
        const order = RENDITION_CANDIDATES.indexOf(name);
        return (
          best !== undefined &&
          best.width * best.height === w * h &&
          RENDITION_CANDIDATES.indexOf(best.name as never) < order
        );
      }),
    );
  });

  it('property: the exact-size candidate wins when no other has the same area', () => {
    fc.assert(
      fc.property(renditionsArb, fc.constantFrom(...RENDITION_CANDIDATES), size, size, (renditions, name, w, h) => {
        fc.pre(Object.values(renditions).every((r) => !r || r.width * r.height !== w * h));
        const best = bestRendition({ ...renditions, [name]: { url: 'exact.gif', width: w, height: h } }, w, h);
        return best?.url === 'exact.gif' && best.name === name;
      }),
    );
  });
});
