/**
 * What the viewer's browser can show and what its user asked for, as far as GIF media is
 * concerned: WebP decoding, muted video autoplay, reduced motion and data saving. Detected
 * once, on first read, and cached; media-query and connection changes update the cache.
 * Nothing touches the DOM at import, and where there is no `window` (a server) every read
 * answers {@link NEUTRAL_MEDIA_CAPABILITIES}, the values a hydrating client renders first.
 * The media policy (`mediaPolicy`) turns these facts into what a tile renders; see
 * docs/media-rules.md.
 */

/** The browser facts the media policy reads. */
export interface MediaCapabilities {
  /** The browser decodes WebP images (animated WebP included). */
  webp: boolean;
  /**
   * A muted inline video may start without a gesture. False when the browser says so up front
   * (`navigator.getAutoplayPolicy`), cannot play MP4, or refused a play (see
   * {@link reportAutoplayRefused}: iOS Low Power Mode, a site policy).
   */
  autoplay: boolean;
  /** `prefers-reduced-motion: reduce`: show still frames, move on hover or focus. */
  reducedMotion: boolean;
  /** `Save-Data` (`navigator.connection.saveData`) or `prefers-reduced-data: reduce`. */
  saveData: boolean;
}

/**
 * The first render's values wherever the real ones are unknown (the server, and the client's
 * hydration render): what nearly every browser turns out to have, so most pages keep their
 * server markup. Moving media, WebP, no data saving.
 */
export const NEUTRAL_MEDIA_CAPABILITIES: Readonly<MediaCapabilities> = Object.freeze({
  webp: true,
  autoplay: true,
  reducedMotion: false,
  saveData: false,
});

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const REDUCED_DATA_QUERY = '(prefers-reduced-data: reduce)';
/**
 * A 1×1 lossless WebP. There is no synchronous test that is right everywhere (Safari shows
 * WebP but cannot encode it on a canvas), so WebP is assumed and decoding this settles it. It
 * is decoded from memory (`createImageBitmap`), not loaded as a `data:` image, which a
 * Content-Security-Policy without `img-src data:` would refuse and report.
 */
const WEBP_PROBE = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

interface QueryLike {
  matches: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
}
interface ConnectionLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
}

/** The parts of `window` detection reads; every one is optional (tests pass a fake). */
export interface MediaCapabilityScope {
  matchMedia?: (query: string) => QueryLike;
  navigator?: { connection?: ConnectionLike; getAutoplayPolicy?: (type: 'mediaelement') => string };
  document?: { createElement(tag: 'video'): { canPlayType?: (type: string) => string } };
  createImageBitmap?: (image: Blob) => Promise<unknown>;
  atob?: (data: string) => string;
}

/** A cache of the capabilities with change notification, the shape `useSyncExternalStore` reads. */
export interface MediaCapabilityStore {
  /** The current values; the same object until something changes. */
  getSnapshot(): Readonly<MediaCapabilities>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A muted video's `play()` was refused (`NotAllowedError`): no tile autoplays from now on. */
  reportAutoplayRefused(): void;
}

function autoplayAllowed(scope: MediaCapabilityScope): boolean {
  if (scope.navigator?.getAutoplayPolicy?.('mediaelement') === 'disallowed') return false;
  const video = scope.document?.createElement('video');
  return video?.canPlayType?.('video/mp4') !== '';
}

/**
 * A capability store over `scope` (a window, or a fake with the same parts). It reads
 * everything once, now; it listens to the two media queries and the connection for changes.
 * WebP starts as supported (as in nearly every browser) and a probe's decode confirms it or,
 * in the rare browser without it, turns it off a moment later.
 */
export function createMediaCapabilityStore(scope: MediaCapabilityScope): MediaCapabilityStore {
  const listeners = new Set<() => void>();
  const motionQuery = scope.matchMedia?.(REDUCED_MOTION_QUERY);
  const dataQuery = scope.matchMedia?.(REDUCED_DATA_QUERY);
  const connection = scope.navigator?.connection;
  const preferences = () => ({
    reducedMotion: motionQuery?.matches ?? false,
    saveData: connection?.saveData === true || (dataQuery?.matches ?? false),
  });
  let snapshot: Readonly<MediaCapabilities> = { webp: true, autoplay: autoplayAllowed(scope), ...preferences() };
  const update = (changes: Partial<MediaCapabilities>) => {
    if ((Object.keys(changes) as (keyof MediaCapabilities)[]).every((key) => changes[key] === snapshot[key])) return;
    snapshot = { ...snapshot, ...changes };
    for (const listener of [...listeners]) listener();
  };
  const readPreferences = () => update(preferences());
  motionQuery?.addEventListener?.('change', readPreferences);
  dataQuery?.addEventListener?.('change', readPreferences);
  connection?.addEventListener?.('change', readPreferences);
  if (scope.createImageBitmap && scope.atob && typeof Blob !== 'undefined') {
    const bytes = Uint8Array.from(scope.atob(WEBP_PROBE), (c) => c.charCodeAt(0));
    scope.createImageBitmap(new Blob([bytes], { type: 'image/webp' })).then(
      () => update({ webp: true }),
      () => update({ webp: false }),
    );
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportAutoplayRefused: () => update({ autoplay: false }),
  };
}

const NEUTRAL_STORE: MediaCapabilityStore = {
  getSnapshot: () => NEUTRAL_MEDIA_CAPABILITIES,
  subscribe: () => () => {},
  reportAutoplayRefused: () => {},
};
let browserStore: MediaCapabilityStore | undefined;

/**
 * The page's capability store, created on first use; a store that always answers
 * {@link NEUTRAL_MEDIA_CAPABILITIES} where there is no `window`.
 */
export function mediaCapabilityStore(): MediaCapabilityStore {
  if (typeof window === 'undefined') return NEUTRAL_STORE;
  browserStore ??= createMediaCapabilityStore(window as unknown as MediaCapabilityScope);
  return browserStore;
}

/** The page's media capabilities (detected on the first call, then cached). Neutral on a server. */
export function detectMediaCapabilities(): Readonly<MediaCapabilities> {
  return mediaCapabilityStore().getSnapshot();
}

/** Records that the browser refused to autoplay a muted video: from now on tiles show images. */
export function reportAutoplayRefused(): void {
  mediaCapabilityStore().reportAutoplayRefused();
}
