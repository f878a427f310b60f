/**
 * The platform's analytics helpers: page views named by the
 * route mapping (`pageFromUrl`) (with virtual page paths for paged content), share events and sampled error
 * reports, each carrying the typed user and creator data, handed to a host sink (a tag
 * manager's data layer, your pipeline). Nothing is sent without consent, asked at send time;
 * a failing sink is logged as an error and never throws.
 */
import type { AnalyticsCreator, AnalyticsUser } from './analyticsUser';
import { defaultLogger } from './defaultLogger';
import { sampleErrorTracking } from './errorSampling';
import { type AnalyticsPage, pageFromUrl } from './pageFromUrl';
import type { ShareTarget } from './shareLink';
import type { Consent } from './types';
import { type VirtualPageView, virtualPagePath } from './virtualPagePath';

/** What the sink receives. */
export type PlatformAnalyticsEvent =
  | {
      type: 'page_view';
      page: AnalyticsPage;
      /** The virtual page path, for a page-view of paged content. */
      virtualPath?: string;
      user?: AnalyticsUser;
      creator?: AnalyticsCreator;
    }
  | { type: 'share'; target: ShareTarget; gifId: string; user?: AnalyticsUser; creator?: AnalyticsCreator }
  | { type: 'error'; name: string; message: string; stack?: string; user?: AnalyticsUser };

/** Options of `createPlatformAnalytics`: the host sink, consent, logger and sampling. */
export interface PlatformAnalyticsOptions {
  /** The page's location (inject it to test sampling); `null` counts as no port in use. Default: `globalThis.location`. */
  location?: { port: string } | null;
  /** A uniform random number in [0, 1) (inject it to test sampling). Default `Math.random`. */
  random?: () => number;
  /** The user's consent, asked before every event. */
  consent: Consent;
  /** Delivers one event; may return a promise. A throw or rejection is logged, never re-thrown. */
  send: (event: PlatformAnalyticsEvent) => void | Promise<void>;
  /** Receives unparsable URLs (warning) and failed events (error). Default: the console. */
  logger?: Pick<Console, 'warn' | 'error'>;
  /** The signed-in user's data, attached to every event (see `analyticsUserFrom`). */
  user?: AnalyticsUser;
  /** Share of sessions whose errors are reported when no port is in use (default 0.01). */
  errorSampleRate?: number;
  /** Share of sessions whose errors are reported when a port is in use (default 1). */
  portErrorSampleRate?: number;
}

/** Analytics helpers; every method resolves to whether the event was delivered, and never rejects. */
export interface PlatformAnalytics {
  /** A page view of `url`; `view` adds the virtual page path of paged content. */
  pageView(url: string | URL, extra?: { view?: VirtualPageView; creator?: AnalyticsCreator }): Promise<boolean>;
  /** A GIF shared to a target. */
  share(event: { target: ShareTarget; gifId: string; creator?: AnalyticsCreator }): Promise<boolean>;
  /** An error, reported only in sampled sessions. */
  trackError(error: unknown): Promise<boolean>;
  /** Replaces the user data attached to later events (e.g. after login or logout). */
  setUser(user: AnalyticsUser | undefined): void;
  /** This session's error-sampling decision: whether it reports errors, and the rate that decided. */
  readonly errorSampling: { readonly sampled: boolean; readonly rate: number };
}

/** Creates the analytics helpers of one page session. */
export function createPlatformAnalytics(options: PlatformAnalyticsOptions): PlatformAnalytics {
  const logger = options.logger ?? defaultLogger;
  const errorSampling = sampleErrorTracking({
    location: options.location,
    random: options.random,
    rate: options.errorSampleRate,
    portRate: options.portErrorSampleRate,
  });
  let user = options.user;

  async function deliver(event: PlatformAnalyticsEvent): Promise<boolean> {
    if (!options.consent.granted()) return false;
    const stamped = user ? { ...event, user } : event;
    try {
      await options.send(stamped);
      return true;
    } catch (error) {
      logger.error(`gifkit: the ${event.type} analytics event failed.`, error);
      return false;
    }
  }

  return {
    errorSampling,
    setUser(next) {
      user = next;
    },
    async pageView(url, extra = {}) {
      if (!options.consent.granted()) return false;
      const page = pageFromUrl(url, { logger });
      if (!page) return false;
      const event: PlatformAnalyticsEvent = { type: 'page_view', page };
      if (extra.view) event.virtualPath = virtualPagePath(extra.view);
      if (extra.creator) event.creator = extra.creator;
      return deliver(event);
    },
    share({ target, gifId, creator }) {
      return deliver({ type: 'share', target, gifId, ...(creator ? { creator } : {}) });
    },
    trackError(error) {
      if (!errorSampling.sampled) return Promise.resolve(false);
      const err = error instanceof Error ? error : new Error(String(error));
      return deliver({
        type: 'error',
        name: err.name,
        message: err.message,
        ...(err.stack ? { stack: err.stack } : {}),
      });
    },
  };
}
