// @vitest-environment jsdom
// biome-ignore-all lint/a11y/noLabelWithoutControl: the label's htmlFor comes from getLabelProps()
// The server markup hydrates without a mismatch (R13): the first client render equals it.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { serverHtml } from '../../test/support/serverHtml';
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

it('hydrates the server markup with no mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(<App term="cats" />);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, <App term="cats" />, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('input')?.value).toBe('cats');
  act(() => root.unmount());
});
