/**
 * gifkit/mock: an offline GIPHY for tests and demos. msw handlers for every operation of
 * every OpenAPI spec, serving realistic data built from recorded responses, with state
 * where it matters (pagination, channels, flush jobs, stories, schedules) and errors on
 * demand (`x-gifkit-mock-error: <status>` header, or the search term `error <status>`).
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { handlers } from 'gifkit/mock';
 * const server = setupServer(...handlers);
 * ```
 */
import type { HttpHandler } from 'msw';
import { type Family, type HandlerOptions, toHandlers } from './define';
import { createAjaxMock } from './handlers/ajax';
import { createPublicMock } from './handlers/public';
import { createSchedulerMock } from './handlers/scheduler';
import { createStoriesMock } from './handlers/stories';
import { createV4Mock } from './handlers/v4';

export type { FamilyMock, HandlerOptions, MockReply, MockRequest, MockResolvers, SuccessBody } from './define';
export { MOCK_ERROR_HEADER, MockHttpError, toHandlers } from './define';

export interface MockApiOptions {
  /** Per-family server overrides, e.g. `{ public: 'http://localhost:4000' }`. */
  baseUrls?: Partial<Record<Family, string>>;
  /** Milliseconds every answer waits (0 by default; demos use ~300 to show loading states). */
  latency?: number;
}

export interface MockApi {
  /** The msw handlers; pass them to `setupServer` (Node) or `setupWorker` (browser). */
  handlers: HttpHandler[];
  /** Forgets everything created since the start (channels, stories, schedules, jobs). */
  reset(): void;
}

/** Creates an isolated mock API: each call has its own state. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const handlers: HttpHandler[] = [];
  const build = () => {
    const opts = (family: Family): HandlerOptions => ({
      baseUrl: options.baseUrls?.[family],
      latency: options.latency,
    });
    handlers.splice(
      0,
      handlers.length,
      ...toHandlers(createPublicMock(), opts('public')),
      ...toHandlers(createV4Mock(), opts('v4')),
      ...toHandlers(createAjaxMock(), opts('ajax')),
      ...toHandlers(createStoriesMock(), opts('stories')),
      ...toHandlers(createSchedulerMock(), opts('scheduler')),
    );
  };
  build();
  return { handlers, reset: build };
}

/** Handlers of a default mock API instance (shared state); use `createMockApi()` for isolation. */
export const { handlers } = createMockApi();
