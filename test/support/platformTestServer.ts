/**
 * Test-only (not exported from the package): the mock API server (mockApiServer.ts) and
 * platform clients with the usual test credentials.
 * Each test file calls `setupPlatformTestServer()` once at the top level.
 */
import { vi } from 'vitest';
import { createPlatformClient, type PlatformClientOptions } from '../../sdk/platform/createPlatformClient';
import type { PlatformLogger } from '../../sdk/platform/types';
import { setupMockApiServer } from './mockApiServer';

/** The site session used in tests (Node has no cookie jar, so the cookie value is given). */
export const SESSION = { type: 'session', csrfToken: 'csrf-123', sessionId: 'sess-456' } as const;
/** An API token for the site. */
export const TOKEN = { type: 'token', token: 'tok-789' } as const;

/** Starts the server for the calling test file; returns the recorded requests (clones) and helpers. */
export function setupPlatformTestServer() {
  const base = setupMockApiServer();
  const logger = (): PlatformLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> } => ({
    warn: vi.fn(),
    error: vi.fn(),
  });
  /** A client with the session auth, a quiet logger and any overrides. */
  const client = (options: PlatformClientOptions = {}) =>
    createPlatformClient({ auth: SESSION, logger: logger(), ...options });
  return { ...base, client, logger };
}
