/**
 * Reading the screen for the first-moving-tile case (bench/cases/firstTile.mjs): when did a
 * tile's picture first show, and when did it first change to another picture. The input is the
 * screen as Chromium composited it (screencast frames, decoded), so both kits are judged by
 * what a user sees, the same way.
 *
 * A frame is `{ t, image, scale }`: `t` in ms since navigation start (the frame's swap time),
 * `image` a decoded PNG (bench/lib/png.mjs), `scale` image pixels per CSS pixel. A tile is
 * `{ kind, box, baseAt, notBefore, fadeEndAt }`: `box` in CSS px, times in ms since navigation
 * start — before `baseAt` its picture cannot be on screen (the box then shows its
 * placeholder), before `notBefore` it cannot have moved, and `fadeEndAt`, when it fades in, is
 * the end of its opacity transition on the document timeline.
 */

/** A box shows a picture once some value differs this much from its placeholder's. */
export const SHOWN_AT = 16;
/** One frame at 60 Hz: a compositor frame is on screen one vsync after the time it was drawn for. */
export const VSYNC_MS = 1000 / 60;
/** A tile's box is compared this many CSS px inside its edges (anti-aliased borders, rounded corners). */
const INSET_PX = 4;

/** The RGB values of a box of a decoded image (`{ x, y, width, height }` in image px). */
function boxPixels(image, box) {
  const x0 = Math.max(0, Math.round(box.x));
  const x1 = Math.min(image.width, Math.round(box.x + box.width));
  const y0 = Math.max(0, Math.round(box.y));
  const y1 = Math.min(image.height, Math.round(box.y + box.height));
  const out = new Uint8Array(Math.max(0, (x1 - x0) * (y1 - y0) * 3));
  let at = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const pixel = (y * image.width + x) * image.channels;
      out[at++] = image.data[pixel];
      out[at++] = image.data[pixel + 1];
      out[at++] = image.data[pixel + 2];
    }
  }
  return out;
}

/** The largest difference between two boxes' values. */
function largestDifference(a, b) {
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i] - b[i]));
  return largest;
}

const same = (a, b) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

/**
 * The distinct states of a tile's box (`{ t, pixels }`, each from the frame it first showed
 * in), from its placeholder (the last frame at or before `baseAt`) up to `until`.
 */
export function boxStates(frames, tile, until = Number.POSITIVE_INFINITY) {
  if (!frames.length) return [];
  const scale = frames[0].scale ?? 1;
  const box = {
    x: (tile.box.x + INSET_PX) * scale,
    y: (tile.box.y + INSET_PX) * scale,
    width: (tile.box.width - 2 * INSET_PX) * scale,
    height: (tile.box.height - 2 * INSET_PX) * scale,
  };
  if (box.width < 2 || box.height < 2) return [];
  let base = 0;
  while (base + 1 < frames.length && frames[base + 1].t <= tile.baseAt) base++;
  const states = [{ t: frames[base].t, pixels: boxPixels(frames[base].image, box) }];
  for (let i = base + 1; i < frames.length && frames[i].t < until; i++) {
    const pixels = boxPixels(frames[i].image, box);
    if (!same(pixels, states.at(-1).pixels)) states.push({ t: frames[i].t, pixels });
  }
  return states;
}

/** When a tile's picture first showed (ms): its first state that differs from the placeholder. */
export function pictureShown(states) {
  return states.find((state) => largestDifference(state.pixels, states[0].pixels) >= SHOWN_AT)?.t;
}

/**
 * When a tile moved (ms): the first state, from `notBefore` on, that differs from the state
 * before it, when that earlier state already showed a picture (the picture arriving is not
 * movement). A `<video>`'s second frame is reported by Chromium itself (the caller's
 * `notBefore`), so it counts even while the tile is still fading in; an `<img>`'s frames are
 * reported by nothing, and during a fade a change of pixels may be the fade alone, so when an
 * image fades in, the earlier state must be one drawn after the fade ended.
 */
export function tileMoved(states, tile) {
  const placeholder = states[0]?.pixels;
  const settled =
    tile.kind === 'img' && tile.fadeEndAt !== undefined ? tile.fadeEndAt + VSYNC_MS : Number.NEGATIVE_INFINITY;
  for (let i = 1; i < states.length; i++) {
    if (states[i].t < tile.notBefore || states[i - 1].t < settled) continue;
    if (largestDifference(states[i - 1].pixels, placeholder) >= SHOWN_AT) return states[i].t;
  }
  return undefined;
}

/**
 * The first tile seen moving: `{ t, shownAt, tile }` (its picture's first showing, then its
 * first change to another picture), or undefined.
 */
export function firstMove(frames, tiles) {
  let best;
  for (const tile of tiles) {
    const states = boxStates(frames, tile, best?.t ?? Number.POSITIVE_INFINITY);
    const t = tileMoved(states, tile);
    if (t !== undefined && (!best || t < best.t)) best = { t, shownAt: pictureShown(states), tile };
  }
  return best;
}

/** The first time any of `tiles` showed its picture (ms), or undefined. */
export function firstPicture(frames, tiles) {
  let first;
  for (const tile of tiles) {
    const t = pictureShown(boxStates(frames, tile, first ?? Number.POSITIVE_INFINITY));
    if (t !== undefined && (first === undefined || t < first)) first = t;
  }
  return first;
}
