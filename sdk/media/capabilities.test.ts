import { describe, expect, it, vi } from 'vitest';
import {
  createMediaCapabilityStore,
  detectMediaCapabilities,
  type MediaCapabilityScope,
  mediaCapabilityStore,
  NEUTRAL_MEDIA_CAPABILITIES,
  reportAutoplayRefused,
} from './capabilities';

/** A media query whose answer the test changes, firing `change` like a browser's. */
function fakeQuery(matches = false) {
  const listeners: (() => void)[] = [];
  return {
    matches,
    addEventListener: (_type: 'change', listener: () => void) => listeners.push(listener),
    set(value: boolean) {
      this.matches = value;
      for (const listener of listeners) listener();
    },
  };
}

interface FakeOptions {
  mp4?: boolean;
  autoplayPolicy?: string;
  saveData?: boolean;
}

function fakeScope(options: FakeOptions = {}) {
  const motion = fakeQuery();
  const data = fakeQuery();
  const connection = { saveData: options.saveData ?? false, addEventListener: vi.fn() };
  const probes: { blob: Blob; resolve: () => void; reject: () => void }[] = [];
  const scope = {
    matchMedia: (query: string) => (query.includes('motion') ? motion : data),
    navigator: { connection, getAutoplayPolicy: options.autoplayPolicy ? () => options.autoplayPolicy! : undefined },
    document: {
      createElement: () => ({ canPlayType: () => (options.mp4 === false ? '' : 'maybe') }),
    },
    atob: (data: string) => Buffer.from(data, 'base64').toString('latin1'),
    createImageBitmap: (blob: Blob) =>
      new Promise<void>((resolve, reject) => probes.push({ blob, resolve, reject: () => reject(new Error('no')) })),
  } as unknown as MediaCapabilityScope;
  return { scope, motion, data, probes };
}

describe('createMediaCapabilityStore', () => {
  it('reads a capable browser: WebP, autoplay, no preferences', () => {
    const store = createMediaCapabilityStore(fakeScope().scope);
    expect(store.getSnapshot()).toEqual({ webp: true, autoplay: true, reducedMotion: false, saveData: false });
  });

  it('an empty scope: WebP and autoplay assumed, no preferences', () => {
    expect(createMediaCapabilityStore({}).getSnapshot()).toEqual({
      webp: true,
      autoplay: true,
      reducedMotion: false,
      saveData: false,
    });
  });

  it('WebP stays on when the probe (a WebP decoded from memory, no data: URL) decodes', async () => {
    const { scope, probes } = fakeScope();
    const store = createMediaCapabilityStore(scope);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(probes).toHaveLength(1);
    expect(probes[0]!.blob.type).toBe('image/webp');
    const bytes = new Uint8Array(await probes[0]!.blob.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WEBP');
    probes[0]!.resolve();
    await Promise.resolve();
    expect(store.getSnapshot().webp).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('WebP turns off, with a notification, when the probe fails to decode', async () => {
    const { scope, probes } = fakeScope();
    const store = createMediaCapabilityStore(scope);
    const listener = vi.fn();
    store.subscribe(listener);
    probes[0]!.reject();
    await expect.poll(() => store.getSnapshot().webp).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('autoplay: refused by the browser policy, or without MP4, or after a reported refusal', () => {
    expect(createMediaCapabilityStore(fakeScope({ autoplayPolicy: 'disallowed' }).scope).getSnapshot().autoplay).toBe(
      false,
    );
    expect(
      createMediaCapabilityStore(fakeScope({ autoplayPolicy: 'allowed-muted' }).scope).getSnapshot().autoplay,
    ).toBe(true);
    expect(createMediaCapabilityStore(fakeScope({ mp4: false }).scope).getSnapshot().autoplay).toBe(false);
    const store = createMediaCapabilityStore(fakeScope().scope);
    const listener = vi.fn();
    store.subscribe(listener);
    store.reportAutoplayRefused();
    store.reportAutoplayRefused();
    expect(store.getSnapshot().autoplay).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('save-data: the Save-Data connection flag or prefers-reduced-data', () => {
    expect(createMediaCapabilityStore(fakeScope({ saveData: true }).scope).getSnapshot().saveData).toBe(true);
    const { scope, data } = fakeScope();
    const store = createMediaCapabilityStore(scope);
    data.set(true);
    expect(store.getSnapshot().saveData).toBe(true);
  });

  it('follows reduced motion as it changes, keeping the snapshot while nothing changes', () => {
    const { scope, motion } = fakeScope();
    const store = createMediaCapabilityStore(scope);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    motion.set(true);
    expect(store.getSnapshot()).toEqual({ ...before, reducedMotion: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    motion.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().reducedMotion).toBe(false);
  });
});

describe('on a server', () => {
  it('answers the neutral values and ignores refusals', () => {
    expect(typeof window).toBe('undefined');
    expect(detectMediaCapabilities()).toBe(NEUTRAL_MEDIA_CAPABILITIES);
    reportAutoplayRefused();
    expect(mediaCapabilityStore().getSnapshot()).toBe(NEUTRAL_MEDIA_CAPABILITIES);
  });
});
