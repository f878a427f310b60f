/**
 * The Tenor-v2 part of the media-bytes case (bench/cases/media.mjs): the recorded Tenor-v2
 * results (KLIPY's and Tenor's, sdk/mock/fixtures), their price list (each format's URL at the
 * `size` the provider recorded) and the verdict on what gifkit's tiles loaded: an MP4 at the
 * smallest rendition that fills the tile, never the animated `tinygif`. "Fills" is the media
 * policy's own rule (docs/media-rules.md): the tile's box in device pixels at a density capped
 * at `MEDIA_DENSITY_CAP`, a rendition up to `RENDITION_SCALE_UP_MAX_PIXELS` narrower scaled up;
 * with none that wide, the widest there is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importGifkitModule } from '../lib/gifkit.mjs';
import { ROOT } from '../measure.mjs';

// Internal tuning constants (no entry exports them): the built modules the tiles read them from.
const { MEDIA_DENSITY_CAP } = await importGifkitModule('sdk/media/mediaPolicy');
const { RENDITION_SCALE_UP_MAX_PIXELS } = await importGifkitModule('sdk/media/bestfit');

/** The recorded answers, each a `/v2/search` page of the Tenor-v2 shape. */
const TENOR_FIXTURES = ['klipy-compat__search.json', 'tenor__search-trimmed.json'];

/** The MP4 formats a tile may play, smallest first (`loopedmp4` is a longer loop of `mp4`, not a tile's file). */
export const TILE_MP4S = ['nanomp4', 'tinymp4', 'mp4'];

/** Every recorded Tenor-v2 result, raw, as the providers answered it. */
export function recordedTenorResults() {
  return TENOR_FIXTURES.flatMap(
    (file) => JSON.parse(readFileSync(path.join(ROOT, 'sdk/mock/fixtures', file), 'utf8')).results,
  );
}

const extension = (url) => /\.([a-z0-9]+)(?:\?|$)/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';

/**
 * Every format URL of the templates (`templatesFor` of the results) → `{ id, rendition, format,
 * bytes, width }`, `rendition` being the Tenor format's name and `bytes` its recorded `size`; a
 * URL two formats share (KLIPY's `mp4` and `loopedmp4`) is named after the tile's MP4.
 */
export function tenorPriceList(templates) {
  const prices = new Map();
  const rank = (name) => TILE_MP4S.indexOf(name) + 1 || 99;
  for (const { json } of templates) {
    const result = JSON.parse(json);
    const formats = Object.entries(result.media_formats ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    for (const [name, format] of formats) {
      if (typeof format?.url !== 'string' || !format.url || prices.has(format.url)) continue;
      prices.set(format.url, {
        id: result.id,
        rendition: name,
        format: extension(format.url),
        bytes: Number(format.size) || 0,
        width: Number(format.dims?.[0]) || 0,
      });
    }
  }
  return prices;
}

/** The tile's width in device pixels (density capped as the media policy caps it): the columns share the width less the gutters. */
export const tilePixels = ({ width, columns, gutter, dpr }) =>
  ((width - gutter * (columns - 1)) / columns) * Math.min(dpr, MEDIA_DENSITY_CAP);

/** The smallest MP4 of a result that fills `pixels` (scaled up by at most the policy's tolerance), else its widest MP4. */
export function smallestFilling(result, pixels) {
  const mp4s = TILE_MP4S.map((name) => ({ name, ...result.media_formats?.[name] }))
    .filter((f) => f.url)
    .sort((a, b) => a.dims[0] - b.dims[0]);
  return mp4s.find((f) => f.dims[0] + RENDITION_SCALE_UP_MAX_PIXELS >= pixels) ?? mp4s.at(-1);
}

/**
 * Judges one run (`measure`'s result, priced by `tenorPriceList`) at `layout`: per result what
 * gifkit loaded and the MP4 that fills the tile, the `tinygif` bytes beside, and `met` when
 * every tile loaded exactly that MP4 (and no `tinygif`).
 */
export function tenorVerdict(run, results, layout) {
  const pixels = tilePixels(layout);
  const tiles = results.map((result) => {
    const files = run.byGif[result.id] ?? [];
    const fills = smallestFilling(result, pixels);
    return {
      id: result.id,
      loaded: files.map((f) => `${f.rendition}.${f.format}`).join(' + ') || '—',
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      fills: fills ? `${fills.name}.mp4 (${fills.dims[0]} px)` : '—',
      fillsBytes: fills?.size ?? 0,
      tinygifBytes: Number(result.media_formats?.tinygif?.size) || 0,
      ok: files.length === 1 && files[0].rendition === fills?.name && files[0].format === 'mp4',
      tinygif: files.some((f) => f.rendition === 'tinygif'),
    };
  });
  const tinygifBytes = tiles.reduce((sum, t) => sum + t.tinygifBytes, 0);
  return {
    tilePixels: pixels,
    tiles,
    tinygifBytes,
    ratioToTinygif: run.bytes / tinygifBytes,
    met: tiles.every((t) => t.ok && !t.tinygif),
  };
}
