// The suggestion bar shows each channel's name straight from the channel in GIPHY's shape the
// app or the manager put in `currentChannels`: nothing is normalized to draw a pill (a channel
// the normalizer would reject still shows, and nothing is logged), and names are sanitized.
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import type { IChannel } from '../../../sdk/compat/types';
import { SearchContext, type SearchContextProps } from './SearchContext';
import { SearchContextManager } from './SearchContextManager';
import { SuggestionBar } from './SuggestionBar';

afterEach(() => vi.restoreAllMocks());

/** A channel as an app may build it: no username, a partial featured GIF, an unsafe url, markup in its name. */
const channel = {
  id: 7,
  slug: 'cats',
  display_name: '<b>Cats</b> &amp; kittens',
  url: 'javascript:alert(1)',
  featured_gif: { id: 'half-a-gif' },
  user: { display_name: 'Owner' },
} as unknown as IChannel;

it('draws a pill per channel from its own fields, with nothing normalized or logged', () => {
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  const html = renderToString(
    <SearchContextManager apiKey="k">
      <SearchContext.Consumer>
        {(context: SearchContextProps) => (
          <SearchContext.Provider value={{ ...context, currentChannels: [channel] }}>
            <SuggestionBar />
          </SearchContext.Provider>
        )}
      </SearchContext.Consumer>
    </SearchContextManager>,
  );
  expect(html).toContain('<bdi>Cats &amp; kittens</bdi>');
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});
