/**
 * createPlatformClient: every call of the platform API layer as namespaced,
 * typed methods over the generated OpenAPI types, one options object per call, each with an
 * AbortSignal. Composes the area modules; the rules live in them (channel flush polling,
 * the children and stories guards, the error rules of `platformResponseMiddleware`, consent for analytics).
 * The public-API calls are gifkit's `createGiphyClient`, exposed as `public`.
 */
import { createGiphyClient, type GiphyClient } from '../client/createGiphyClient';
import type { SiteAuth } from '../transport/middleware';
import { createAccount } from './account';
import { createArtists } from './artists';
import { createChannelGifs } from './channelGifs';
import { createChannels } from './channels';
import { createChannelTags } from './channelTags';
import { createCall } from './createCall';
import { createPlatformTransports, type PlatformBaseUrls } from './createPlatformTransports';
import { createDashboard } from './dashboard';
import { defaultLogger } from './defaultLogger';
import { createGifs } from './gifs';
import { createImaging } from './imaging';
import { createModeration } from './moderation';
import type { PlatformContext } from './platformContext';
import { createScheduler } from './scheduler';
import { createSearch } from './search';
import { createShare } from './share';
import { createSpotify } from './spotify';
import { createStories } from './stories';
import { createTags } from './tags';
import { type Consent, NO_CONSENT } from './types';
import { createUsers } from './users';

/** Options of `createPlatformClient`: auth per family, servers, fetch, logger, consent. */
export interface PlatformClientOptions {
  /**
   * How site and ajax calls authenticate: a logged-in session (`{ type: 'session', csrfToken }`;
   * the cookie travels with the request, `sessionId` only outside browsers) or an API token
   * (`{ type: 'token', token }`). Leave it out for anonymous calls (login check, registration).
   */
  auth?: SiteAuth;
  /** The password of a password-protected user, sent as `X-Password` on site and ajax calls. */
  password?: string;
  /** The user token for the stories gateway (`Authorization: Bearer …`). */
  userToken?: string;
  /** The trending scheduler's access token (sent as `access_token`). */
  accessToken?: string;
  /** A public API key: enables `public` and lets story reads go without a user token. */
  apiKey?: string;
  /** An existing public-API client to expose as `public` (wins over `apiKey`). */
  giphy?: GiphyClient;
  /** Server addresses per family (e.g. a first-party proxy, or the mock API's). */
  baseUrls?: PlatformBaseUrls;
  /** A fetch implementation (server runtimes, tests). Defaults to the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers for every call. */
  headers?: HeadersInit;
  /** Where failures are logged (failed calls, a failed share event, stories without a username). Default: the console. */
  logger?: Pick<Console, 'warn' | 'error'>;
  /** The user's analytics consent; without it no share analytic is sent. Default: never granted. */
  consent?: Consent;
  /** Waits between flush-job polls (default: an abortable `setTimeout` of 500 ms). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Creates a platform client. Each instance is independent (no shared state). */
export function createPlatformClient(options: PlatformClientOptions = {}) {
  const logger = options.logger ?? defaultLogger;
  const context: PlatformContext = {
    transports: createPlatformTransports(options),
    call: createCall(logger),
    logger,
    consent: options.consent ?? NO_CONSENT,
    sleep: options.sleep,
  };
  const apiKey = options.apiKey?.trim();
  const giphy =
    options.giphy ??
    (apiKey
      ? createGiphyClient({
          apiKey,
          serverUrl: options.baseUrls?.public,
          fetch: options.fetch,
          headers: options.headers,
        })
      : undefined);

  return {
    /** Login check, site build, registration and password reset. */
    account: createAccount(context),
    /** User profiles and view counts. */
    users: createUsers(context),
    /** Which channels hold which GIFs; adding and removing GIFs. */
    channelGifs: createChannelGifs(context),
    /** The artists directory. */
    artists: createArtists(context),
    /** Channels: read, create, move, update (waits for the flush job), delete, children, feed. */
    channels: createChannels(context),
    /** A channel's ranked and magic tags. */
    channelTags: createChannelTags(context),
    /** The ajax GIF calls: trending by ids, metadata, tags per language, edits, analytics, instashare. */
    gifs: createGifs(context),
    /** Related tags and tag prediction. */
    tags: createTags(context),
    /** Takedowns and per-GIF moderation. */
    moderation: createModeration(context),
    /** The search service, its CSV export and search reports. */
    search: createSearch(context),
    /** Stories and their trending schedule (user token). */
    stories: createStories(context),
    /** The trending scheduler (access token). */
    scheduler: createScheduler(context),
    /** The Spotify artist lookup. */
    spotify: createSpotify(context),
    /** The creator dashboard's trending searches. */
    dashboard: createDashboard(context),
    /** Media trimming (answers a Blob). */
    imaging: createImaging(context),
    /** A share link for a target, recording the share when the user consented. */
    share: createShare(context),
    /** The public-API calls (`createGiphyClient`), when an `apiKey` or `giphy` client was given. */
    public: giphy,
  };
}

/** The client returned by {@link createPlatformClient}. */
export type PlatformClient = ReturnType<typeof createPlatformClient>;
