/**
 * An optional per-client token bucket in front of the provider: a shared key (GIPHY's beta
 * keys allow 100 calls an hour for all users together) is not spent by one client. Held in the
 * handler's memory (one bucket set per server instance or isolate), bounded in size.
 */

/** Options of the per-client token bucket. */
export interface RateLimitOptions {
  /** Requests a client may make at once (the bucket's size). */
  capacity: number;
  /** Requests a client regains per second. */
  refillPerSecond: number;
  /**
   * The client's id: by default the first of `cf-connecting-ip`, `x-real-ip` and the first
   * address of `x-forwarded-for` (set by your platform or proxy; without one, all clients share a bucket).
   */
  clientId?: (request: Request) => string | undefined;
}

/** Buckets kept at once; the least recently used go first. */
const MAX_CLIENTS = 10_000;

function defaultClientId(request: Request): string | undefined {
  const h = request.headers;
  return h.get('cf-connecting-ip') ?? h.get('x-real-ip') ?? h.get('x-forwarded-for')?.split(',')[0]?.trim();
}

/** Takes one token for a request: 0 when allowed, else the seconds until the next token. */
export function createRateLimiter(options: RateLimitOptions): (request: Request) => number {
  const capacity = Math.max(1, options.capacity);
  const rate = Math.max(1e-6, options.refillPerSecond);
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (request) => {
    const id = (options.clientId ?? defaultClientId)(request) ?? '';
    const now = Date.now();
    const bucket = buckets.get(id) ?? { tokens: capacity, at: now };
    buckets.delete(id); // re-inserted last: the Map's order is recency
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    buckets.set(id, bucket);
    if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / rate);
  };
}
