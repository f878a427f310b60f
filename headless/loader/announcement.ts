/**
 * What the loader's polite live region says: "Loading GIFs…" while fetching, "24 GIFs for
 * cats" once results are in, the no-results or error text otherwise. Strings from `messages`.
 */

import type { ListState } from '../../sdk/client/listState';
import type { ListMessages } from '../shared/messages';

/** The announcement for a state; `''` before anything has happened. */
export function loaderAnnouncement(state: ListState<unknown>, messages: ListMessages, term?: string): string {
  if (state.status === 'fetching') return messages.loading;
  if (state.status === 'error') return messages.errorLoading;
  if (state.items.length > 0) return messages.results(state.items.length, term || undefined);
  return state.status === 'done' ? messages.noResults : '';
}
