/**
 * The one home of the session identifiers every GIPHY call and pingback carries: the
 * 16-character pingback id (kept in sessionStorage under one fixed key, so it lasts a tab
 * session) and the random user id of analytics events. Each client owns its own source;
 * nothing is module state.
 */

/** The sessionStorage key, shared with GIPHY's own SDK so a tab keeps one id across both. */
export const PINGBACK_ID_KEY = 'giphyPingbackId';
/** The length GIPHY expects. */
export const PINGBACK_ID_LENGTH = 16;

/** The subset of the Storage API the ids need. */
export interface IdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The ids a tab's requests and pingbacks share (`user_id`, the session's `pingback_id`). */
export interface SessionIds {
  /** The tab session's pingback id, sent as `pingback_id` and as pingback `user_id`. */
  pingbackId(): string;
  /**
   * The random user id analytics events carry as `user_id`. It is
   * the tab's pingback id, as in GIPHY's own SDK, so GIPHY can tie engagement events to the
   * API calls (`pingback_id`) that served the GIFs; it names no person and lasts a tab session.
   */
  userId(): string;
}

/** A fresh 16-character id: the time in hex, then random hex. */
export function createPingbackId(now: number = Date.now()): string {
  let id = now.toString(16);
  for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(8))) id += (byte | 256).toString(16).slice(1);
  return id.slice(0, PINGBACK_ID_LENGTH);
}

function defaultStorage(): IdStorage | undefined {
  try {
    // Not defined outside browsers (a ReferenceError); reading it throws in sandboxed iframes
    // and with storage disabled.
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Creates the id source of one client. `storage: null` keeps ids in memory only (what a
 * server renderer wants: one id per client, never shared across users).
 */
export function createSessionIds(options: { storage?: IdStorage | null } = {}): SessionIds {
  let pingbackId: string | undefined;
  const storage = options.storage === undefined ? defaultStorage() : (options.storage ?? undefined);
  // A plain function (not a method) so `ids.pingbackId` and `ids.userId` can be passed around unbound.
  function currentPingbackId(): string {
    if (pingbackId) return pingbackId;
    try {
      const stored = storage?.getItem(PINGBACK_ID_KEY);
      if (stored && stored.length === PINGBACK_ID_LENGTH) pingbackId = stored;
    } catch {
      // Storage can throw on access (quota, privacy mode): fall back to memory.
    }
    if (!pingbackId) {
      pingbackId = createPingbackId();
      try {
        storage?.setItem(PINGBACK_ID_KEY, pingbackId);
      } catch {
        // Same as above: the id still lives for this client.
      }
    }
    return pingbackId;
  }
  return { pingbackId: currentPingbackId, userId: currentPingbackId };
}
