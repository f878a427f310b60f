/**
 * Browser-test support (not exported): makes a real, tiny WebM clip at test time, with nothing
 * downloaded. Frames are drawn on a canvas and recorded with `MediaRecorder`. Chromium writes
 * such recordings without a duration (the element reports `Infinity`), so the recording is
 * measured once and the WebM's Segment Info gets a Duration element, as a muxer would write.
 * The clip is served over http from the git-ignored `test-media/` (players take only http(s)
 * URLs, docs/security.md; a `blob:` URL would be dropped).
 */
import { commands } from '@vitest/browser/context';

export interface TestVideo {
  /** The WebM's http URL on the test server. */
  url: string;
  /** Seconds, as the browser measures the clip. */
  duration: number;
  width: number;
  height: number;
}

const INFO_ID = [0x15, 0x49, 0xa9, 0x66];
const TIMECODE_SCALE_ID = [0x2a, 0xd7, 0xb1];

function indexOf(bytes: Uint8Array, id: number[], from = 0): number {
  for (let i = from; i <= bytes.length - id.length; i++) if (id.every((b, j) => bytes[i + j] === b)) return i;
  return -1;
}

/** An EBML variable-length integer at `at`: its byte length and value. */
function readVint(bytes: Uint8Array, at: number): { length: number; value: number } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { length, value };
}

/** Returns the WebM with `Duration` (in the file's timecode units) added to its Segment Info. */
function withDuration(bytes: Uint8Array, seconds: number): Uint8Array {
  const info = indexOf(bytes, INFO_ID);
  if (info < 0) throw new Error('recordTestVideo: no Segment Info in the recording');
  const size = readVint(bytes, info + 4);
  const start = info + 4 + size.length;
  const content = bytes.subarray(start, start + size.value);
  let scale = 1_000_000;
  const scaleAt = indexOf(content, TIMECODE_SCALE_ID);
  if (scaleAt >= 0) {
    const scaleSize = readVint(content, scaleAt + 3);
    scale = 0;
    for (let i = 0; i < scaleSize.value; i++) scale = scale * 256 + (content[scaleAt + 3 + scaleSize.length + i] ?? 0);
  }
  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]); // Duration, 8-byte float
  new DataView(duration.buffer).setFloat64(3, (seconds * 1e9) / scale);
  const newSize = content.length + duration.length;
  const sizeVint = new Uint8Array(8); // 8-byte vint: 0x01 then 7 bytes of size
  sizeVint[0] = 0x01;
  new DataView(sizeVint.buffer).setUint32(4, newSize);
  const parts = [bytes.subarray(0, info + 4), sizeVint, content, duration, bytes.subarray(start + size.value)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function once(target: EventTarget, type: string) {
  return new Promise<void>((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

/** The duration the browser finds by seeking to the end of a recording without one. */
async function measure(url: string): Promise<number> {
  const probe = document.createElement('video');
  probe.muted = true;
  probe.src = url;
  await once(probe, 'loadedmetadata');
  if (!Number.isFinite(probe.duration)) {
    probe.currentTime = 1e6;
    await once(probe, 'durationchange');
  }
  const { duration } = probe;
  probe.removeAttribute('src');
  probe.load();
  return duration;
}

/** Records a `seconds`-long WebM of a moving bar over a colour that changes each frame. */
export async function recordTestVideo({ seconds = 1.2, width = 160, height = 90 } = {}): Promise<TestVideo> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || typeof MediaRecorder === 'undefined')
    throw new Error('recordTestVideo: needs canvas and MediaRecorder');
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = once(recorder, 'stop');
  // The clip's time starts when the recorder has its first frame, which on a busy machine is a
  // while after `start()`: draw that frame, then time the drawing from the recorder's `start` event.
  const started = once(recorder, 'start');
  recorder.start(100);
  const paint = (elapsed: number) => {
    context.fillStyle = `hsl(${(elapsed * 300) % 360} 80% 50%)`;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#fff';
    context.fillRect((elapsed / seconds) * width, 0, 8, height);
  };
  paint(0);
  await started;
  const began = performance.now();
  await new Promise<void>((resolve) => {
    const draw = () => {
      const elapsed = (performance.now() - began) / 1000;
      paint(elapsed);
      if (elapsed < seconds) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await stopped;
  const raw = new Blob(chunks, { type: 'video/webm' });
  const rawUrl = URL.createObjectURL(raw);
  const duration = await measure(rawUrl);
  URL.revokeObjectURL(rawUrl);
  const patched = withDuration(new Uint8Array(await raw.arrayBuffer()), duration);
  return { url: await serveOverHttp(patched), duration, width, height };
}

/** Writes the clip to `test-media/` at the repository root (git-ignored) and returns its URL there. */
async function serveOverHttp(bytes: Uint8Array): Promise<string> {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const file = `test-media/recorded-${Date.now()}-${Math.random().toString(36).slice(2)}.webm`;
  await commands.writeFile(file, btoa(binary), 'base64'); // resolved from the project root
  return new URL(`/${file}`, location.origin).href;
}
