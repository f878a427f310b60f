/**
 * Which sessions report errors: 1% of sessions when no port is in use, i.e. on a
 * production host. "No port in use" means `location.port === ''` (the default port of the
 * scheme); a page served from an explicit port (a dev server, a preview) reports every
 * session by default. The random source and the location are injected so the rule is testable.
 */
import { ERROR_SAMPLE_RATE } from './constants';

/** What decides whether this session reports errors (injectable for tests). */
export interface ErrorSamplingOptions {
  /** The page's location; `null`/absent (a server) counts as no port in use. Default: `globalThis.location`. */
  location?: { port: string } | null;
  /** A uniform random number in [0, 1). Default `Math.random`. */
  random?: () => number;
  /** Share of sessions sampled when no port is in use (default 0.01). */
  rate?: number;
  /** Share of sessions sampled when a port is in use (default 1: every development session). */
  portRate?: number;
}

/** The decision for one session. */
export interface ErrorSampling {
  /** Whether this session reports errors. */
  sampled: boolean;
  /** The rate the decision used. */
  rate: number;
}

/** Decides once, for one session, whether its errors are tracked. */
export function sampleErrorTracking(options: ErrorSamplingOptions = {}): ErrorSampling {
  const location =
    options.location === undefined ? (globalThis as { location?: { port: string } }).location : options.location;
  const portInUse = (location?.port ?? '') !== '';
  const rate = portInUse ? (options.portRate ?? 1) : (options.rate ?? ERROR_SAMPLE_RATE);
  const random = options.random ?? Math.random;
  return { sampled: rate > 0 && random() < rate, rate };
}
