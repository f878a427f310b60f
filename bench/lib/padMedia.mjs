/**
 * Makes one of gifkit/mock's small animated loops weigh what a real GIPHY file weighs, with its
 * bytes where a real file has them: over its frames. The loop's frames stay as they are; before
 * each frame comes a block the decoder skips (a GIF comment extension, an unknown WebP chunk,
 * unreferenced bytes inside an MP4's `mdat`), sized so that frame k ends where frame k of the real
 * file would, were its `frames` frames all the same size: at about k/frames of `bytes`. What is
 * left goes after the last frame, so the file is `bytes` long (give or take a few bytes of block
 * overhead; never shorter, unless the loop alone is already longer: then it is sent as it is).
 *
 * So on a throttled link a decoder gets its first frames when it would get them from GIPHY's
 * file, and the whole file costs the link what GIPHY's does. Returns `{ body, frames, frameEnds }`:
 * the padded file, how many frames the loop has and the offset just past each frame's data.
 */

/** The padding before each frame k (0-based), so that it ends near (k+1)/realFrames of `bytes`, and after the last. */
function plan(frameSizes, headBytes, bytes, realFrames = frameSizes.length) {
  // A loop with more frames than the real file: its extra frames come last, unpadded, within `bytes`.
  const extra = frameSizes.slice(realFrames).reduce((sum, size) => sum + size, 0);
  const perFrame = (bytes - extra) / Math.max(1, realFrames);
  const pads = [];
  let at = headBytes;
  frameSizes.forEach((size, k) => {
    const target = Math.round(Math.min(k + 1, realFrames) * perFrame);
    const pad = Math.max(0, target - (at + size));
    pads.push(pad);
    at += pad + size;
  });
  return { pads, tail: Math.max(0, bytes - at) };
}

// ─── GIF ─────────────────────────────────────────────────────────────────────────────────────

/** A comment extension of exactly `size` bytes (0 when too small to hold one: under 5 bytes). */
function gifComment(size) {
  if (size < 5) return Buffer.alloc(0);
  const blocks = Math.ceil((size - 3) / 256);
  let data = size - 3 - blocks;
  const out = [Buffer.from([0x21, 0xfe])];
  for (let b = 0; b < blocks; b++) {
    const length = Math.min(255, data - (blocks - b - 1)); // leave at least 1 byte for each block after
    out.push(Buffer.from([length]), Buffer.alloc(length, 0x20));
    data -= length;
  }
  out.push(Buffer.from([0]));
  return Buffer.concat(out);
}

/** Skips a chain of GIF data sub-blocks starting at `at`; returns the offset after the terminator. */
function skipSubBlocks(gif, at) {
  while (gif[at] !== 0) at += gif[at] + 1;
  return at + 1;
}

/** The GIF's parts: everything before the first frame, each frame (its extensions + image), and the trailer. */
function gifParts(gif) {
  if (gif.toString('latin1', 0, 3) !== 'GIF') throw new Error('not a GIF');
  const flags = gif[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const frames = [];
  let frameStart = at;
  let head;
  for (;;) {
    const byte = gif[at];
    if (byte === 0x3b) break; // trailer
    if (byte === 0x21) {
      const label = gif[at + 1];
      // The application extension (NETSCAPE2.0, the loop count) belongs to the head, and a
      // comment (this module's padding) to no frame.
      if ((label === 0xff && !frames.length) || label === 0xfe) {
        const end = skipSubBlocks(gif, at + 2);
        if (label === 0xff || frameStart === at) frameStart = end;
        at = end;
        continue;
      }
      at = skipSubBlocks(gif, at + 2);
      continue;
    }
    if (byte !== 0x2c) throw new Error(`unexpected GIF block 0x${byte?.toString(16)} at ${at}`);
    const local = gif[at + 9];
    at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
    at = skipSubBlocks(gif, at + 1); // LZW minimum code size, then the image data
    head ??= gif.subarray(0, frameStart);
    frames.push(gif.subarray(frameStart, at));
    frameStart = at;
  }
  return { head, frames, tail: gif.subarray(at) };
}

/** `head`, then each frame after its padding block (`block(size)`): the parts and the offset past each frame. */
function interleave(head, frames, pads, block) {
  const parts = [head];
  const frameEnds = [];
  let at = head.length;
  frames.forEach((frame, k) => {
    const pad = block(pads[k]);
    parts.push(pad, frame);
    at += pad.length + frame.length;
    frameEnds.push(at);
  });
  return { parts, frameEnds, at };
}

function padGif(gif, bytes, realFrames) {
  const { head, frames, tail } = gifParts(gif);
  const sizes = frames.map((f) => f.length);
  const { pads } = plan(sizes, head.length, bytes - tail.length, realFrames);
  const { parts, frameEnds, at } = interleave(head, frames, pads, gifComment);
  parts.push(gifComment(bytes - tail.length - at), tail);
  return { body: Buffer.concat(parts), frames: frames.length, frameEnds };
}

// ─── WebP (animated, RIFF) ───────────────────────────────────────────────────────────────────

/** An unknown RIFF chunk (`PADD`) of `size` bytes, rounded down to even (decoders skip unknown chunks). */
function webpChunk(size) {
  const total = size - (size % 2);
  if (total < 8) return Buffer.alloc(0);
  const chunk = Buffer.alloc(total, 0);
  chunk.write('PADD', 0, 'latin1');
  chunk.writeUInt32LE(total - 8, 4);
  return chunk;
}

/** The top-level chunks of a WebP file (`{ fourcc, data }`, `data` the whole chunk). */
function webpChunks(webp) {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('not a WebP');
  const chunks = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    chunks.push({ fourcc: webp.toString('latin1', at, at + 4), data: webp.subarray(at, end) });
    at = end;
  }
  return chunks;
}

function padWebp(webp, bytes, realFrames) {
  const chunks = webpChunks(webp);
  const firstFrame = chunks.findIndex((c) => c.fourcc === 'ANMF');
  if (firstFrame < 0) throw new Error('not an animated WebP');
  const head = Buffer.concat([webp.subarray(0, 12), ...chunks.slice(0, firstFrame).map((c) => c.data)]);
  const frames = chunks.slice(firstFrame).filter((c) => c.fourcc === 'ANMF');
  const after = chunks.slice(firstFrame).filter((c) => c.fourcc !== 'ANMF');
  const tailBytes = after.reduce((sum, c) => sum + c.data.length, 0);
  const data = frames.map((f) => f.data);
  const { pads } = plan(
    data.map((f) => f.length),
    head.length,
    bytes - tailBytes,
    realFrames,
  );
  const { parts, frameEnds, at } = interleave(head, data, pads, webpChunk);
  parts.push(webpChunk(bytes - tailBytes - at), ...after.map((c) => c.data));
  const body = Buffer.concat(parts);
  body.writeUInt32LE(body.length - 8, 4); // the RIFF size
  return { body, frames: frames.length, frameEnds };
}

// ─── MP4 (one video track, `moov` before `mdat`, as GIPHY's and the mock's are) ─────────────

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** Top-level or nested boxes of `buf` between `start` and `end`: `{ type, start, end, header }`. */
function boxes(buf, start = 0, end = buf.length) {
  const out = [];
  for (let at = start; at + 8 <= end; ) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    out.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, end: at + size, header });
    at += size;
  }
  return out;
}

/** The path of boxes to `type` under `box` (depth-first through the containers), or undefined. */
function find(buf, box, type) {
  for (const child of boxes(buf, box.start + box.header, box.end)) {
    if (child.type === type) return child;
    if (CONTAINERS.has(child.type)) {
      const found = find(buf, child, type);
      if (found) return found;
    }
  }
  return undefined;
}

/** Sample sizes (stsz) and the offset of each sample in the file (stsc + stco). */
function samples(buf, moov) {
  const stsz = find(buf, moov, 'stsz');
  const stsc = find(buf, moov, 'stsc');
  const stco = find(buf, moov, 'stco');
  if (!stsz || !stsc || !stco) throw new Error('MP4 without stsz/stsc/stco');
  const fixed = buf.readUInt32BE(stsz.start + 12);
  const count = buf.readUInt32BE(stsz.start + 16);
  const sizes = Array.from({ length: count }, (_, i) => fixed || buf.readUInt32BE(stsz.start + 20 + 4 * i));
  const chunks = Array.from({ length: buf.readUInt32BE(stco.start + 12) }, (_, i) =>
    buf.readUInt32BE(stco.start + 16 + 4 * i),
  );
  const runs = Array.from({ length: buf.readUInt32BE(stsc.start + 12) }, (_, i) => ({
    first: buf.readUInt32BE(stsc.start + 16 + 12 * i),
    perChunk: buf.readUInt32BE(stsc.start + 20 + 12 * i),
  }));
  const offsets = [];
  let sample = 0;
  chunks.forEach((chunkOffset, c) => {
    const run = runs.findLast((r) => r.first <= c + 1);
    let at = chunkOffset;
    for (let s = 0; s < run.perChunk && sample < count; s++, sample++) {
      offsets.push(at);
      at += sizes[sample];
    }
  });
  return { sizes, offsets, stsc, stco };
}

/** Writes a box header (32-bit size) and returns the buffer. */
const box = (type, payload) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/**
 * `moov` rebuilt with one sample per chunk (stsc: a single run of 1) and the chunk offsets
 * `offsets` (stco), every container's size adjusted.
 */
function rebuildMoov(buf, container, offsets) {
  const parts = [];
  for (const child of boxes(buf, container.start + container.header, container.end)) {
    if (CONTAINERS.has(child.type)) parts.push(rebuildMoov(buf, child, offsets));
    else if (child.type === 'stsc') {
      const payload = Buffer.alloc(4 + 4 + 12);
      payload.writeUInt32BE(1, 4); // one entry: from chunk 1, 1 sample per chunk, sample description 1
      payload.writeUInt32BE(1, 8);
      payload.writeUInt32BE(1, 12);
      payload.writeUInt32BE(buf.readUInt32BE(child.start + 16 + 8), 16);
      parts.push(box('stsc', payload));
    } else if (child.type === 'stco') {
      const payload = Buffer.alloc(8 + 4 * offsets.length);
      payload.writeUInt32BE(offsets.length, 4);
      for (const [i, offset] of offsets.entries()) payload.writeUInt32BE(offset, 8 + 4 * i);
      parts.push(box('stco', payload));
    } else parts.push(buf.subarray(child.start, child.end));
  }
  return box(container.type, Buffer.concat(parts));
}

function padMp4(mp4, bytes, realFrames) {
  const top = boxes(mp4);
  const moov = top.find((b) => b.type === 'moov');
  const mdat = top.find((b) => b.type === 'mdat');
  if (!moov || !mdat || moov.start > mdat.start) throw new Error('MP4 without moov before mdat');
  const tracks = boxes(mp4, moov.start + moov.header, moov.end).filter((b) => b.type === 'trak');
  if (tracks.length !== 1) throw new Error('MP4 with more than one track');
  const { sizes, offsets } = samples(mp4, moov);
  // Everything before mdat's payload, with moov rebuilt (its size does not depend on the offsets' values).
  const before = top.filter((b) => b.end <= mdat.start && b.type !== 'moov');
  const probe = rebuildMoov(mp4, moov, new Array(sizes.length).fill(0));
  const headBytes = before.reduce((sum, b) => sum + b.end - b.start, 0) + probe.length + 8;
  const { pads, tail } = plan(sizes, headBytes, bytes, realFrames);
  const data = [];
  const newOffsets = [];
  const frameEnds = [];
  let at = headBytes;
  sizes.forEach((size, k) => {
    data.push(Buffer.alloc(pads[k]), mp4.subarray(offsets[k], offsets[k] + size));
    newOffsets.push(at + pads[k]);
    at += pads[k] + size;
    frameEnds.push(at);
  });
  data.push(Buffer.alloc(tail));
  const head = top
    .filter((b) => b.end <= mdat.start)
    .map((b) => (b.type === 'moov' ? rebuildMoov(mp4, moov, newOffsets) : mp4.subarray(b.start, b.end)));
  const body = Buffer.concat([...head, box('mdat', Buffer.concat(data))]);
  return { body, frames: sizes.length, frameEnds };
}

const PADDERS = { gif: padGif, webp: padWebp, mp4: padMp4 };

/**
 * Where each frame's data lies in a GIF (its extensions and image), an animated WebP (its
 * `ANMF` chunk) or an MP4 (its sample): `[{ start, end }]`, byte offsets into `file`.
 */
export function mediaFrames(file, format) {
  const at = (part) => ({
    start: part.byteOffset - file.byteOffset,
    end: part.byteOffset - file.byteOffset + part.length,
  });
  if (format === 'gif') return gifParts(file).frames.map(at);
  if (format === 'webp')
    return webpChunks(file)
      .filter((c) => c.fourcc === 'ANMF')
      .map((c) => at(c.data));
  if (format === 'mp4') {
    const moov = boxes(file).find((b) => b.type === 'moov');
    const { sizes, offsets } = samples(file, moov);
    return sizes.map((size, i) => ({ start: offsets[i], end: offsets[i] + size }));
  }
  throw new Error(`no frames for ${format}`);
}

/**
 * `loop` (a GIF, an animated WebP or an MP4: `format`) padded to `bytes` as a file of
 * `realFrames` frames would spread them (the loop's own frame count when not given).
 */
export function padMedia(loop, format, { bytes, realFrames } = {}) {
  const pad = PADDERS[format];
  if (!pad) throw new Error(`cannot pad ${format}`);
  // Already as heavy as the real file: no padding (an MP4 still gets one sample per chunk).
  if (!(bytes > loop.length)) return { ...pad(loop, 0, undefined), unpadded: true };
  return pad(loop, bytes, realFrames);
}
