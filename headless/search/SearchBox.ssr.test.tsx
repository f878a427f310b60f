// Server rendering (R13): runs in the node environment, where touching `window` would throw.
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { SearchBoxApp as App } from '../../test/support/SearchBoxApp';

it('renders on the server with its ARIA and data vocabulary, without window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(<App term="cats" />);
  expect(html).toContain('role="search"');
  expect(html).toContain('role="combobox"');
  expect(html).toContain('aria-label="Search GIPHY"');
  expect(html).toContain('value="cats"');
  expect(html).toContain('aria-expanded="false"');
  expect(html).toContain('data-gk-search-menu=""');
  expect(html).toContain('id="search-input"');
  expect(html).toMatch(/<button[^>]*aria-label="Clear search"(?![^>]*hidden)/);
});
