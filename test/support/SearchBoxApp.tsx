// biome-ignore-all lint/a11y/noLabelWithoutControl: the label's htmlFor comes from getLabelProps()
/**
 * Test support: the search box as docs/headless.md builds it (label, input, clear button and
 * suggestions menu from the getters) inside a SearchProvider, over a client with no network, for
 * the server-rendering and hydration tests.
 */

import { SearchBox } from '../../headless/search/SearchBox';
import { SearchProvider } from '../../headless/search/SearchProvider';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';

export function SearchBoxApp({ term }: { term?: string }) {
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
