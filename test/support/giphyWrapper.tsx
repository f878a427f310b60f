/**
 * Test-only (not exported): a GIPHY client for the mock API (test key, no storage), a fresh
 * QueryClient and a `wrapper` that provides both, for `renderHook`/`render`.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import { createGiphyClient, type GiphyClientOptions } from '../../sdk/client/createGiphyClient';

export function giphyWrapper(options: Partial<GiphyClientOptions> = {}) {
  const client = createGiphyClient({ apiKey: 'k', storage: null, ...options });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <GiphyProvider client={client} queryClient={queryClient}>
      {children}
    </GiphyProvider>
  );
  return { client, queryClient, wrapper };
}
