// @vitest-environment jsdom
// biome-ignore-all lint/a11y/noLabelWithoutControl: the label's htmlFor comes from getLabelProps()
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { createTenorSource } from '../../sdk/tenor';
import { advance } from '../../test/support/fakeTime';
import { SearchField, type SearchFieldProps } from './SearchField';
import { SearchProvider } from './SearchProvider';
import { useSearchResults } from './searchContext';
import { SEARCH_DEBOUNCE_MS } from './useSearchField';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Term() {
  return <span data-testid="term">{useSearchResults().term}</span>;
}

function setup(options: Omit<SearchFieldProps, 'children'> = {}) {
  const client = createGiphyClient({ apiKey: 'k', storage: null });
  render(
    <StrictMode>
      <GiphyProvider client={client}>
        <SearchProvider>
          <SearchField {...options}>
            {(field) => (
              <div {...field.getRootProps()}>
                <label {...field.getLabelProps()}>Find GIFs</label>
                <input {...field.getInputProps()} />
                <button {...field.getClearButtonProps()}>×</button>
              </div>
            )}
          </SearchField>
          <Term />
        </SearchProvider>
      </GiphyProvider>
    </StrictMode>,
  );
  return screen.getByRole('textbox', { name: 'Find GIFs' }) as HTMLInputElement;
}

const term = () => screen.getByTestId('term').textContent;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('<SearchField>', () => {
  it('takes its name and placeholder from the source\'s provider (KLIPY\'s required "Search KLIPY"); messages win', () => {
    const klipy = createTenorSource({
      provider: 'klipy',
      key: 'k',
      fetch: async () => Response.json({ results: [], next: '' }),
    });
    const field = (messages?: SearchFieldProps['messages']) => (
      <GiphyProvider client={klipy}>
        <SearchProvider>
          <SearchField messages={messages}>{(f) => <input {...f.getInputProps()} />}</SearchField>
        </SearchProvider>
      </GiphyProvider>
    );
    const { rerender } = render(<StrictMode>{field()}</StrictMode>);
    const input = screen.getByRole('textbox', { name: 'Search KLIPY' });
    expect(input.getAttribute('placeholder')).toBe('Search KLIPY');
    rerender(<StrictMode>{field({ searchPlaceholder: 'Find a KLIPY GIF' })}</StrictMode>);
    expect(input.getAttribute('placeholder')).toBe('Find a KLIPY GIF');
    // GIPHY's own source keeps the defaults.
    cleanup();
    expect(setup().getAttribute('placeholder')).toBe('Search GIPHY');
  });

  it('is a labelled text input in a search landmark, with no combobox or list', () => {
    const input = setup();
    expect(input.type).toBe('text');
    expect(screen.getByRole('search').contains(input)).toBe(true);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.hasAttribute('aria-expanded')).toBe(false);
  });

  it('commits the typed text as the term after the debounce, not before', async () => {
    const input = setup();
    type(input, 'cats');
    expect(input.value).toBe('cats');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(term()).toBe('');
    await advance(1);
    expect(term()).toBe('cats');
  });

  it('Enter commits at once and calls onSubmit with the trimmed text', async () => {
    const onSubmit = vi.fn();
    const input = setup({ onSubmit });
    type(input, ' dogs ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(term()).toBe('dogs');
    expect(onSubmit).toHaveBeenCalledWith('dogs');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Escape empties the field and the term', async () => {
    const input = setup();
    type(input, 'cats');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(term()).toBe('cats');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(term()).toBe('');
  });

  it('the clear button shows only with text, clears, and puts focus back in the input', async () => {
    const input = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    type(input, 'cats');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(term()).toBe('cats');
    clear.focus();
    fireEvent.click(clear);
    expect(input.value).toBe('');
    expect(term()).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
