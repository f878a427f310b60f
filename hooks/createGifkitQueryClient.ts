/**
 * The QueryClient with gifkit's defaults. No React here: a server component or a server
 * handler creates one per request to prefetch with the query factories.
 */
import { QueryClient } from '@tanstack/react-query';
import { cachePolicy } from './cachePolicy';

/** A QueryClient with gifkit's defaults (60 s freshness, no automatic retries). */
export function createGifkitQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...cachePolicy } } });
}
