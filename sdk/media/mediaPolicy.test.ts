import { describe, expect, it } from 'vitest';
import search from '../mock/fixtures/gifexpertapp__search-2024.json';
import stickers from '../mock/fixtures/giphy-js__emoji-variations.json';
import { normalizeGif } from '../normalize/gif';
import { NEUTRAL_MEDIA_CAPABILITIES } from './capabilities';
import { type MediaPlan, mediaPolicy } from './mediaPolicy';
import { hasTransparency } from './transparency';

// A recorded GIF (200w: 200×112; 100w: 100×56; fixed_height: 358×200) and a recorded sticker.
const gif = normalizeGif(search.data[0]);
const sticker = normalizeGif(stickers.data[0]);
const { fixed_width, fixed_width_small, fixed_width_still, fixed_width_small_still } = gif.images;
const summary = (plan: MediaPlan | undefined) => plan && `${plan.kind} ${plan.rendition.name} ${plan.format}`;

/** A 132 px picker tile (3 columns in 408 px) and a 245 px grid tile (4 columns in 1000 px). */
const PICKER = { width: 132, height: 74 };
const GRID = { width: 245, height: 138 };

describe('mediaPolicy', () => {
  it('an ordinary GIF plays as a muted MP4 of the best-fitting rendition, its still as poster', () => {
    expect(mediaPolicy(gif, { ...GRID })).toEqual({
      kind: 'video',
      format: 'mp4',
      rendition: expect.objectContaining({ name: 'fixed_width' }),
      src: fixed_width!.mp4,
      poster: fixed_width_still!.url,
      still: false,
    });
    expect(summary(mediaPolicy(gif, PICKER))).toBe('video fixed_width_small mp4');
  });

  it('a sticker is a WebP with its GIF as fallback: MP4 has no transparency, even when forced', () => {
    expect(hasTransparency(sticker)).toBe(true);
    const plan = mediaPolicy(sticker, { ...GRID });
    expect(plan).toMatchObject({ kind: 'image', format: 'webp', still: false });
    expect(plan?.kind === 'image' && plan.webp).toBe(sticker.images[plan!.rendition.name]!.webp);
    expect(plan?.kind === 'image' && plan.src).toBe(sticker.images[plan!.rendition.name]!.url);
    expect(mediaPolicy(sticker, { ...GRID, media: 'mp4' })?.kind).toBe('image');
    expect(mediaPolicy({ ...gif, is_sticker: false, type: 'emoji' }, GRID)?.kind).toBe('image');
  });

  it('autoplay refused: the moving WebP, the GIF behind it', () => {
    const plan = mediaPolicy(gif, { ...GRID, capabilities: { autoplay: false } });
    expect(plan).toEqual({
      kind: 'image',
      format: 'webp',
      rendition: expect.objectContaining({ name: 'fixed_width' }),
      src: fixed_width!.url,
      webp: fixed_width!.webp,
      still: false,
    });
  });

  it('WebP unsupported: video still, and a GIF where video cannot play', () => {
    expect(summary(mediaPolicy(gif, { ...GRID, capabilities: { webp: false } }))).toBe('video fixed_width mp4');
    expect(mediaPolicy(gif, { ...GRID, capabilities: { webp: false, autoplay: false } })).toMatchObject({
      kind: 'image',
      format: 'gif',
      src: fixed_width!.url,
      webp: undefined,
    });
    expect(mediaPolicy(sticker, { ...GRID, capabilities: { webp: false } })).toMatchObject({
      format: 'gif',
      webp: undefined,
    });
  });

  it.each([
    ['reduced motion', { reducedMotion: true }],
    ['save-data', { saveData: true }],
  ])('%s: the still frame, moving (as video) while active', (_, capabilities) => {
    expect(mediaPolicy(gif, { ...PICKER, capabilities })).toEqual({
      kind: 'image',
      format: 'gif',
      rendition: expect.objectContaining({ name: 'fixed_width_small' }),
      src: fixed_width_small_still!.url,
      webp: undefined,
      still: true,
    });
    expect(summary(mediaPolicy(gif, { ...PICKER, capabilities, active: true }))).toBe('video fixed_width_small mp4');
  });

  it('a still frame in WebP when the still has one', () => {
    const withWebpStill = {
      ...gif,
      images: { ...gif.images, fixed_width_still: { ...fixed_width_still!, webp: 'https://media.giphy.com/s.webp' } },
    };
    expect(mediaPolicy(withWebpStill, { ...GRID, capabilities: { saveData: true } })).toMatchObject({
      format: 'webp',
      webp: 'https://media.giphy.com/s.webp',
      still: true,
    });
  });

  it('DPR 2: renditions for 1.4× the box, the 50 px rule in device pixels', () => {
    // 132×74 CSS px × 1.4 = 185×104 device px: fixed_height_small (176×100) is the closest;
    // at DPR 1, 100w is within 50 px of 132.
    expect(summary(mediaPolicy(gif, { ...PICKER, devicePixelRatio: 2 }))).toBe('video fixed_height_small mp4');
    expect(summary(mediaPolicy(gif, { ...PICKER, devicePixelRatio: 3 }))).toBe('video fixed_height_small mp4');
    // 150×84 × 1.4 = 210×118: 200w.
    expect(summary(mediaPolicy(gif, { width: 150, height: 84, devicePixelRatio: 2 }))).toBe('video fixed_width mp4');
    // 245 × 1.4 = 343 device px: 200w is 143 px short, fixed_height (358 px) fits.
    expect(summary(mediaPolicy(gif, { ...GRID, devicePixelRatio: 2 }))).toBe('video fixed_height mp4');
    // A ratio under 1 (zoomed out) never asks for less than the CSS box.
    expect(summary(mediaPolicy(gif, { ...GRID, devicePixelRatio: 0.5 }))).toBe('video fixed_width mp4');
  });

  it('DPR 2: a rendition more than twice the device box gives way to the one for the CSS box', () => {
    // A square GIF in a 245 px box at 1.4×: 343 device px. 200 px is too small, the next is 480 px
    // (1.96× the pixels: taken); in a 250 px box (350 device px, 1.88×) too; at 230 px, 480 px
    // is 2.2× of 322 device px: the 200 px rendition chosen for the CSS box (230 px) is taken.
    const square = {
      images: {
        original: {
          url: 'https://media.giphy.com/o.gif',
          mp4: 'https://media.giphy.com/o.mp4',
          width: 480,
          height: 480,
        },
        fixed_width: {
          url: 'https://media.giphy.com/w.gif',
          mp4: 'https://media.giphy.com/w.mp4',
          width: 200,
          height: 200,
        },
      },
    };
    expect(summary(mediaPolicy(square, { width: 245, height: 245, devicePixelRatio: 2 }))).toBe('video original mp4');
    expect(summary(mediaPolicy(square, { width: 230, height: 230, devicePixelRatio: 2 }))).toBe(
      'video fixed_width mp4',
    );
    expect(summary(mediaPolicy(square, { width: 230, height: 230 }))).toBe('video fixed_width mp4');
  });

  it('the WebP where GIPHY recorded it lighter than the MP4 of the same rendition', () => {
    const heavyMp4 = { ...gif, images: { fixed_width: { ...fixed_width!, mp4_size: 90_000, webp_size: 80_000 } } };
    expect(summary(mediaPolicy(heavyMp4, GRID))).toBe('image fixed_width webp');
    // Detected WebP support: the same WebP, alone.
    expect(mediaPolicy(heavyMp4, { ...GRID, gifFallback: false })).toMatchObject({
      kind: 'image',
      format: 'webp',
      src: fixed_width!.webp,
      webp: undefined,
    });
    // Not when the browser has no WebP, nor when a format is forced.
    expect(summary(mediaPolicy(heavyMp4, { ...GRID, capabilities: { webp: false } }))).toBe('video fixed_width mp4');
    expect(summary(mediaPolicy(heavyMp4, { ...GRID, media: 'mp4' }))).toBe('video fixed_width mp4');
  });

  it('detected WebP support (gifFallback: false): the WebP alone is the src, no GIF behind it', () => {
    const refused = { ...GRID, capabilities: { autoplay: false }, gifFallback: false };
    expect(mediaPolicy(gif, refused)).toMatchObject({ format: 'webp', src: fixed_width!.webp, webp: undefined });
    expect(mediaPolicy(sticker, { ...GRID, gifFallback: false })).toMatchObject({ format: 'webp', webp: undefined });
    // Without WebP, or with none recorded, the GIF as before.
    expect(mediaPolicy(gif, { ...refused, capabilities: { autoplay: false, webp: false } })).toMatchObject({
      format: 'gif',
      src: fixed_width!.url,
    });
    const noWebp = { ...gif, images: { fixed_width: { ...fixed_width!, webp: undefined } } };
    expect(mediaPolicy(noWebp, refused)).toMatchObject({ format: 'gif', src: fixed_width!.url });
  });

  it('scaleUpMaxPixels: the scale-up tolerance', () => {
    expect(summary(mediaPolicy(gif, PICKER))).toBe('video fixed_width_small mp4'); // 32 px short
    expect(summary(mediaPolicy(gif, { ...PICKER, scaleUpMaxPixels: 0 }))).toBe('video fixed_height_small mp4');
  });

  it('forced formats: GIF, WebP, MP4 (falling back to an image where there is none)', () => {
    expect(mediaPolicy(gif, { ...GRID, media: 'gif' })).toMatchObject({
      kind: 'image',
      format: 'gif',
      webp: undefined,
    });
    expect(mediaPolicy(gif, { ...GRID, media: 'webp' })).toMatchObject({
      kind: 'image',
      format: 'webp',
      src: fixed_width!.webp,
      webp: undefined,
    });
    // Forced WebP wins over a browser that was detected without it (the app knows better).
    expect(mediaPolicy(gif, { ...GRID, media: 'webp', capabilities: { webp: false } })?.format).toBe('webp');
    expect(summary(mediaPolicy(gif, { ...GRID, media: 'mp4', capabilities: { autoplay: false } }))).toBe(
      'video fixed_width mp4',
    );
    const noMp4 = { ...gif, images: { fixed_width: { ...fixed_width!, mp4: undefined } } };
    expect(summary(mediaPolicy(noMp4, { ...GRID, media: 'mp4' }))).toBe('image fixed_width webp');
    const noWebp = { ...gif, images: { fixed_width: { ...fixed_width!, webp: undefined } } };
    expect(summary(mediaPolicy(noWebp, { ...GRID, media: 'webp', capabilities: { autoplay: false } }))).toBe(
      'image fixed_width gif',
    );
  });

  it('economy: frame-reduced WebP renditions and a scale ratio, no density boost', () => {
    expect(summary(mediaPolicy(gif, { ...GRID, economy: true, devicePixelRatio: 2 }))).toBe(
      'image fixed_width_downsampled webp',
    );
    const noDownsampled = { ...gif, images: { fixed_width, fixed_width_small } };
    // 245 / 1.5 = 163: 100w is still too small, 200w is chosen (as MP4).
    expect(summary(mediaPolicy(noDownsampled, { ...GRID, economy: true }))).toBe('video fixed_width mp4');
  });

  it('only http(s) URLs: an unsafe MP4 or WebP is passed over', () => {
    const hostile = {
      ...gif,
      images: {
        fixed_width: { ...fixed_width!, mp4: 'javascript:alert(1)', webp: 'data:image/webp;base64,AAAA' },
        fixed_width_still: { ...fixed_width_still!, url: 'javascript:alert(2)' },
      },
    };
    expect(mediaPolicy(hostile, GRID)).toMatchObject({ kind: 'image', format: 'gif', src: fixed_width!.url });
    expect(
      mediaPolicy(
        {
          ...hostile,
          images: { fixed_width: { ...fixed_width!, url: ' javascript:x', mp4: undefined, webp: undefined } },
        },
        GRID,
      ),
    ).toBeUndefined();
    // A video whose still is unsafe has no poster rather than a bad one.
    const badPoster = {
      ...gif,
      images: { fixed_width, fixed_width_still: { ...fixed_width_still!, url: 'javascript:x' } },
    };
    expect(mediaPolicy(badPoster, GRID)).toMatchObject({ kind: 'video', poster: '' });
  });

  it('nothing for a box without a size or a GIF without renditions; clips use their previews', () => {
    expect(mediaPolicy(gif, { width: 0, height: 100 })).toBeUndefined();
    expect(mediaPolicy({ images: {} }, GRID)).toBeUndefined();
    const clip = { type: 'video', images: {}, video: { previews: { fixed_width: fixed_width! } } };
    expect(summary(mediaPolicy(clip, GRID))).toBe('video fixed_width mp4');
  });

  it('neutral capabilities by default', () => {
    expect(mediaPolicy(gif, GRID)).toEqual(mediaPolicy(gif, { ...GRID, capabilities: NEUTRAL_MEDIA_CAPABILITIES }));
  });
});
