/**
 * gifkit/mock: an offline GIPHY for tests and demos. msw handlers for every operation of
 * every OpenAPI spec, serving realistic data built from recorded responses, with state
 * where it matters (pagination, channels, flush jobs, stories, schedules) and errors on
 * demand (`x-gifkit-mock-error: <status>` header, or the search term `error <status>`). The
 * Tenor-v2 shape (openapi/tenor-v2.yaml) is answered at each provider that serves it (KLIPY,
 * GIPHY v2, Tenor), each its own way.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { handlers } from 'gifkit/mock';
 * const server = setupServer(...handlers);
 * ```
 */
import type { HttpHandler } from 'msw';
import { TENOR_PROVIDERS, type TenorProvider } from '../tenor/providers';
import { type FamilyMock, type MockFamily, toHandlers } from './define';
import { createAjaxMock } from './handlers/ajax';
import { createPublicMock } from './handlers/public';
import { createSchedulerMock } from './handlers/scheduler';
import { createStoriesMock } from './handlers/stories';
import { createTenorMock } from './handlers/tenor';
import { createV4Mock } from './handlers/v4';
import { type MockMediaOptions, mockMediaRewriter } from './mockMedia';

/** Search terms that make the mock fail or answer oddly on purpose (`error 500`, `no results`…). */
export { PUBLIC_MOCK_TERMS } from './data/public-wire';
export type {
  FamilyMock,
  HandlerOptions,
  MockFamily,
  MockReply,
  MockRequest,
  MockResolvers,
  SuccessBody,
} from './define';
export { MOCK_ERROR_HEADER, MockHttpError, toHandlers } from './define';
export { MOCK_MEDIA_LOOPS, type MockLoop, type MockMediaOptions } from './mockMedia';

/** What `createMockApi` takes: the handlers' options and the recorded or generated data. */
export interface MockApiOptions {
  /**
   * Per-family server overrides, e.g. `{ public: 'http://localhost:4000' }`. The Tenor-v2
   * family (`tenor`) is served at KLIPY's, GIPHY's and Tenor's servers by default; an override
   * serves it at that address alone, as the provider whose server it names (else KLIPY).
   */
  baseUrls?: Partial<Record<MockFamily, string>>;
  /** Milliseconds every answer waits (0 by default; demos use ~300 to show loading states). */
  latency?: number;
  /**
   * Opt-in local media: every GIPHY media URL in the answers points at gifkit's generated
   * loops (GIF, WebP, MP4, stills, captions) under `baseUrl`, where you serve the files of
   * `gifkit/mock-media` (see README "Mock API"). Off by default: answers keep GIPHY's URLs.
   */
  media?: MockMediaOptions;
}

/** What `createMockApi` returns: msw handlers for every API and `reset` (back to the first state). */
export interface MockApi {
  /** The msw handlers; pass them to `setupServer` (Node) or `setupWorker` (browser). */
  handlers: HttpHandler[];
  /** Forgets everything created since the start (channels, stories, schedules, jobs). */
  reset(): void;
}

/** Creates an isolated mock API: each call has its own state. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  type AnyMock = Omit<FamilyMock<unknown>, 'resolvers'> & { resolvers: object };
  /** Every mock by name: one per family, and the Tenor-v2 family once per provider that serves it. */
  const tenorAt = options.baseUrls?.tenor;
  const tenorProviders: TenorProvider[] = tenorAt
    ? [
        (Object.keys(TENOR_PROVIDERS) as TenorProvider[]).find((p) => sameHost(TENOR_PROVIDERS[p].baseUrl, tenorAt)) ??
          'klipy',
      ]
    : (Object.keys(TENOR_PROVIDERS) as TenorProvider[]);
  const create: Record<string, { family: MockFamily; make: () => AnyMock; baseUrl?: string | undefined }> = {
    public: { family: 'public', make: () => createPublicMock() },
    v4: { family: 'v4', make: createV4Mock },
    ajax: { family: 'ajax', make: createAjaxMock },
    stories: { family: 'stories', make: createStoriesMock },
    scheduler: { family: 'scheduler', make: createSchedulerMock },
    ...Object.fromEntries(
      tenorProviders.map((provider) => [
        `tenor:${provider}`,
        {
          family: 'tenor',
          make: () => createTenorMock(provider),
          baseUrl: tenorAt ?? TENOR_PROVIDERS[provider].baseUrl,
        },
      ]),
    ),
  };
  const media = options.media ? mockMediaRewriter(options.media) : undefined;
  const withMedia = (mock: AnyMock): AnyMock =>
    media ? { ...mock, resolvers: mapReplies(mock.resolvers, media) } : mock;
  const fresh = () => Object.fromEntries(Object.entries(create).map(([name, { make }]) => [name, withMedia(make())]));
  let current = fresh();
  // Each handler reads the current mock per request, so reset() swaps all state at once and
  // servers already holding these handlers follow it.
  const live = (name: string, family: MockFamily): FamilyMock<unknown> => ({
    family,
    get resolvers() {
      return current[name]!.resolvers as FamilyMock<unknown>['resolvers'];
    },
    errorBody: (status, message) => current[name]!.errorBody(status, message),
  });
  const handlers = Object.entries(create).flatMap(([name, { family, baseUrl }]) =>
    toHandlers(live(name, family), { baseUrl: baseUrl ?? options.baseUrls?.[family], latency: options.latency }),
  );
  return {
    handlers,
    reset() {
      current = fresh();
    },
  };
}

function sameHost(a: string, b: string): boolean {
  try {
    return new URL(a).host === new URL(b).host;
  } catch {
    return false;
  }
}

/** Each resolver's JSON answer goes through `map` (a `Response` a resolver built stays as it is). */
function mapReplies(resolvers: object, map: <T>(answer: T) => T): object {
  return Object.fromEntries(
    Object.entries(resolvers as Record<string, (req: unknown) => unknown>).map(([id, resolve]) => [
      id,
      async (req: unknown) => {
        const reply = await resolve(req);
        return reply instanceof Response ? reply : map(reply);
      },
    ]),
  );
}

/** Handlers of a default mock API instance (shared state); use `createMockApi()` for isolation. */
export const { handlers } = createMockApi();
