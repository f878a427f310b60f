/**
 * Client side: hydrate the server's HTML with the server's dehydrated cache. The trending
 * query is already fresh (60 s), so hydration makes no request.
 */
import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { GiphyProvider } from '../../hooks';
import { App } from './App';

export function hydratePage(container: Element, apiKey: string, state: DehydratedState): Root {
  return hydrateRoot(
    container,
    <GiphyProvider apiKey={apiKey}>
      <HydrationBoundary state={state}>
        <App />
      </HydrationBoundary>
    </GiphyProvider>,
  );
}
