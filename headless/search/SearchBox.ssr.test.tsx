// biome-ignore-all lint/a11y/noLabelWithoutControl: the label's htmlFor comes from getLabelProps()
// Server rendering (R13): runs in the node environment, where touching `window` would throw.
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { SearchBox } from './SearchBox';
import { SearchProvider } from './SearchProvider';

function App({ term }: { term?: string }) {
  const client = createGiphyClient({
    apiKey: 'k',
    storage: null,
    fetch: () => Promise.reject(new Error('no network')),
  });
  return (
    <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
      <SearchProvider defaultTerm={term}>
        <SearchBox id="search">
          {(box) => (
            <div {...box.getRootProps()}>
              <label {...box.getLabelProps()}>{box.messages.searchLabel}</label>
              <input {...box.getInputProps()} />
              <button {...box.getClearButtonProps()}>×</button>
              <ul {...box.getMenuProps()}>
                {box.isOpen &&
                  box.suggestions.map((item, i) => <li key={item.key} {...box.getItemProps({ item, index: i })} />)}
              </ul>
            </div>
          )}
        </SearchBox>
      </SearchProvider>
    </GiphyProvider>
  );
}

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
