// Server rendering (Next.js pages use GIPHY's search components): runs in the node environment,
// where touching `window` would throw; nothing is fetched while rendering.
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';
import { SearchContextManager } from './SearchContextManager';
import { SuggestionBar } from './SuggestionBar';

afterEach(() => vi.unstubAllGlobals());

it('renders the bar with the initial term, GIPHY class names and the theme, without window or requests', () => {
  const fetch = vi.fn(() => Promise.reject(new Error('no network')));
  vi.stubGlobal('fetch', fetch);
  const error = vi.spyOn(console, 'error');
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <SearchContextManager apiKey="k" initialTerm="cats" theme={{ darkMode: true, searchbarHeight: 50 }}>
      <SearchBar placeholder="Find GIFs" className="mine" />
      <SuggestionBar />
    </SearchContextManager>,
  );
  expect(html).toContain('data-gk-theme="dark"');
  expect(html).toContain('--gk-search-height:50px');
  expect(html).toMatch(
    /class="giphy-search-bar mine"[^>]*role="search"|role="search"[^>]*class="giphy-search-bar mine"/,
  );
  expect(html).toContain('value="cats"');
  expect(html).toContain('placeholder="Find GIFs"');
  // Like GIPHY's, the bar lists no suggestions: a labelled text field, not a combobox.
  expect(html).toContain('aria-label="Search GIPHY"');
  expect(html).not.toContain('combobox');
  expect(html).toContain('class="giphy-suggestion-bar"');
  expect(fetch).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});
