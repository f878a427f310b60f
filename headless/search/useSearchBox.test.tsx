// @vitest-environment jsdom
// biome-ignore-all lint/a11y/noLabelWithoutControl: the label's htmlFor comes from getLabelProps()
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import type { GifSource } from '../../sdk/source/types';
import { createTenorSource } from '../../sdk/tenor';
import { advance, drain } from '../../test/support/fakeTime';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { SearchBox } from './SearchBox';
import { SearchProvider } from './SearchProvider';
import { useSearchResults } from './searchContext';
import type { SearchBoxOptions } from './useSearchBox';

const { server, urls: requests } = setupMockApiServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => cleanup());

const pathsOf = (path: string) => requests.filter((url) => url.pathname === path);

function Box(options: SearchBoxOptions) {
  return (
    <SearchBox {...options}>
      {(box) => (
        <div {...box.getRootProps()} data-testid="root">
          <label {...box.getLabelProps()}>Search</label>
          {box.channel && <button {...box.getChannelChipProps()}>{box.channelName}</button>}
          <input {...box.getInputProps()} />
          <button {...box.getClearButtonProps()}>×</button>
          <ul {...box.getMenuProps()}>
            {box.isOpen &&
              box.suggestions.map((item, index) => (
                <li key={item.key} {...box.getItemProps({ item, index })}>
                  {item.kind === 'channel' ? item.name : item.term}
                </li>
              ))}
          </ul>
        </div>
      )}
    </SearchBox>
  );
}

function Term() {
  const { term, channel } = useSearchResults();
  return <span data-testid="term">{`${channel ? `@${channel.user?.username} ` : ''}${term}`}</span>;
}

function setup(
  options: SearchBoxOptions = {},
  queryClient = createGifkitQueryClient(),
  client: GifSource = createGiphyClient({ apiKey: 'k', storage: null }),
) {
  render(
    <GiphyProvider client={client} queryClient={queryClient}>
      <SearchProvider>
        <Box {...options} />
        <Term />
      </SearchProvider>
    </GiphyProvider>,
  );
  return screen.getByRole('combobox');
}

const term = () => screen.getByTestId('term').textContent;
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name });

describe('debounced term', () => {
  it('updates the term 500 ms after the last keystroke, not at 499', async () => {
    const input = setup();
    type(input, 'ca');
    await advance(300);
    type(input, 'cats');
    await advance(499);
    expect(term()).toBe('');
    await advance(1);
    expect(term()).toBe('cats');
  });

  it('takes a custom debounce', async () => {
    const input = setup({ debounce: 200 });
    type(input, 'cats');
    await advance(199);
    expect(term()).toBe('');
    await advance(1);
    expect(term()).toBe('cats');
  });

  it('Enter commits at once and calls onSubmit with the trimmed text', async () => {
    const onSubmit = vi.fn();
    const input = setup({ onSubmit });
    type(input, ' dogs ');
    key(input, 'Escape'); // close the list: Enter must not pick a suggestion
    type(input, ' dogs ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(term()).toBe('dogs');
    expect(onSubmit).toHaveBeenCalledWith('dogs');
    await advance(1000);
    expect(term()).toBe('dogs');
  });
});

describe('suggestions', () => {
  it('lists trending searches for an empty input, tags while typing, channels after @', async () => {
    const input = setup();
    fireEvent.click(input);
    await drain();
    expect(options().slice(0, 3)).toEqual(['barack obama', 'fingers crossed', 'selena gomez']);
    expect(screen.getByRole('listbox').getAttribute('data-source')).toBe('trending');

    type(input, 'cat');
    await advance(150);
    await drain();
    expect(options().slice(0, 3)).toEqual(['cat', 'cats', 'cat funny']);
    expect(pathsOf('/v1/gifs/search/tags').at(-1)?.searchParams.get('q')).toBe('cat');
    expect(screen.getByRole('listbox').getAttribute('data-source')).toBe('tags');

    type(input, '@nba');
    expect(input.getAttribute('data-channel-mode')).toBe('');
    await advance(150);
    await drain();
    expect(pathsOf('/v1/channels/search').at(-1)?.searchParams.get('q')).toBe('nba');
    expect(options()).toContain('NBA on TNT');
    expect(screen.getAllByRole('option')[0]!.getAttribute('data-kind')).toBe('channel');
  });

  it('asks for nothing until the user turns to the box (focus)', async () => {
    const input = setup();
    await advance(1000);
    await drain();
    expect(pathsOf('/v1/trending/searches')).toHaveLength(0);
    fireEvent.focus(input);
    await drain();
    expect(pathsOf('/v1/trending/searches')).toHaveLength(1);
  });

  it('looks tags up only after the suggestion delay', async () => {
    const input = setup();
    type(input, 'd');
    type(input, 'do');
    type(input, 'dog');
    await advance(149);
    expect(pathsOf('/v1/gifs/search/tags')).toHaveLength(0);
    await advance(1);
    await drain();
    expect(pathsOf('/v1/gifs/search/tags').map((u) => u.searchParams.get('q'))).toEqual(['dog']);
  });

  it('choosing a suggestion by click sets input and term at once and closes the list', async () => {
    const input = setup();
    fireEvent.click(input);
    await drain();
    fireEvent.click(screen.getByRole('option', { name: 'zendaya' }));
    expect((input as HTMLInputElement).value).toBe('zendaya');
    expect(term()).toBe('zendaya');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('announces the number of suggestions in a polite live region', async () => {
    const input = setup({ maxSuggestions: 5 });
    fireEvent.click(input);
    await drain();
    expect(screen.getByRole('status').textContent).toBe('5 suggestions');
  });
});

describe('maxSuggestions={0}', () => {
  it('looks nothing up: no tags, trending-search or channel request, and no list', async () => {
    const input = setup({ maxSuggestions: 0 });
    fireEvent.click(input);
    type(input, 'cat');
    await advance(200);
    type(input, '@nb');
    await advance(200);
    type(input, '');
    await drain();
    const lookups = requests.filter((url) =>
      /\/(search\/tags|trending\/searches|channels\/search)$/.test(url.pathname),
    );
    expect(lookups.map((url) => url.pathname + url.search)).toEqual([]);
    expect(options()).toEqual([]);
  });
});

describe('keyboard', () => {
  it('arrows, Home and End move the highlight; Enter picks it; Escape closes', async () => {
    const input = setup({ maxSuggestions: 4 });
    fireEvent.click(input);
    await drain();
    const highlighted = () => input.getAttribute('aria-activedescendant');
    const idOf = (n: number) => screen.getAllByRole('option')[n]!.id;

    key(input, 'ArrowDown');
    expect(highlighted()).toBe(idOf(0));
    expect(screen.getAllByRole('option')[0]!.getAttribute('data-highlighted')).toBe('');
    key(input, 'ArrowDown');
    expect(highlighted()).toBe(idOf(1));
    key(input, 'End');
    expect(highlighted()).toBe(idOf(3));
    key(input, 'ArrowDown'); // wraps
    expect(highlighted()).toBe(idOf(0));
    key(input, 'ArrowUp'); // wraps back
    expect(highlighted()).toBe(idOf(3));
    key(input, 'Home');
    expect(highlighted()).toBe(idOf(0));
    key(input, 'ArrowDown');

    key(input, 'Enter');
    expect((input as HTMLInputElement).value).toBe('fingers crossed');
    expect(term()).toBe('fingers crossed');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    key(input, 'ArrowDown');
    await drain();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('fingers crossed');
    key(input, 'Escape'); // closed: a second Escape empties the box
    expect((input as HTMLInputElement).value).toBe('');
    expect(term()).toBe('');
  });

  it("a skin's preventDefault opts out of gifkit's and downshift's key handling", async () => {
    const client = createGiphyClient({ apiKey: 'k', storage: null });
    render(
      <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
        <SearchProvider>
          <SearchBox>
            {(box) => (
              <>
                <input {...box.getInputProps({ onKeyDown: (e) => e.key === 'Enter' && e.preventDefault() })} />
                <ul {...box.getMenuProps()} />
              </>
            )}
          </SearchBox>
          <Term />
        </SearchProvider>
      </GiphyProvider>,
    );
    const input = screen.getByRole('combobox');
    type(input, 'cats');
    key(input, 'Enter');
    expect(term()).toBe('');
    await advance(500);
    expect(term()).toBe('cats');
  });
});

describe('highlight while the suggestions change under it', () => {
  /** The option aria-activedescendant names: null when none is named, throws when it names a missing one. */
  const active = (input: HTMLElement) => {
    const id = input.getAttribute('aria-activedescendant');
    if (!id) return null;
    const option = document.getElementById(id);
    if (!option) throw new Error(`aria-activedescendant names #${id}, which is not in the document`);
    return option.textContent;
  };

  it('a late answer that replaces the list leaves nothing highlighted and no dangling id; Enter searches the text', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The tag lookup is held back (the mock answers once released).
    server.use(http.get('https://api.giphy.com/v1/gifs/search/tags', () => held.then(() => undefined)));
    const input = setup();
    fireEvent.click(input);
    await drain();
    type(input, 'ca'); // trending still shows until the suggestion delay is over
    key(input, 'ArrowDown');
    expect(active(input)).toBe('barack obama');
    await advance(150); // the tag lookup starts: the trending list is gone
    await drain();
    expect(options()).toEqual([]);
    expect(active(input)).toBeNull();
    answer();
    await drain();
    expect(options().length).toBeGreaterThan(1);
    expect(active(input)).toBeNull();
    expect(screen.queryAllByRole('option', { selected: true })).toEqual([]);
    key(input, 'Enter');
    expect(term()).toBe('ca');
    // The suggestion that left stays unhighlighted when its list comes back.
    type(input, '');
    await drain();
    expect(options()[0]).toBe('barack obama');
    expect(active(input)).toBeNull();
  });

  it('a refetched list keeps the highlight on the same suggestion where it moved', async () => {
    const queryClient = createGifkitQueryClient();
    const input = setup({}, queryClient);
    fireEvent.click(input);
    await drain();
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(active(input)).toBe('selena gomez');
    server.use(
      http.get('https://api.giphy.com/v1/trending/searches', () =>
        HttpResponse.json({ data: ['new one', 'selena gomez'], meta: { status: 200, msg: 'OK', response_id: 'r' } }),
      ),
    );
    await act(() => queryClient.invalidateQueries());
    await drain();
    expect(options()).toEqual(['new one', 'selena gomez']);
    expect(active(input)).toBe('selena gomez');
    key(input, 'Enter');
    expect(term()).toBe('selena gomez');
  });
});

describe('@channel mode', () => {
  it('is a search of channels only on a source that has them: on KLIPY (Tenor v2) an @ is text', async () => {
    const input = setup({}, createGifkitQueryClient(), createTenorSource({ provider: 'klipy', key: 'k' }));
    type(input, '@nba dunk');
    expect(input.hasAttribute('data-channel-mode')).toBe(false);
    await advance(150);
    await drain();
    expect(requests.some((url) => /channels/.test(url.pathname))).toBe(false);
    // The list is the provider's autocomplete of the text as typed, never channels.
    expect(screen.getByRole('listbox').getAttribute('data-source')).toBe('tags');
    expect(requests.find((url) => url.pathname === '/v2/autocomplete')?.searchParams.get('q')).toBe('@nba dunk');
    expect(screen.queryAllByRole('option').some((o) => o.getAttribute('data-kind') === 'channel')).toBe(false);
    key(input, 'Enter');
    expect(term()).toBe('@nba dunk'); // the search's term, with no channel scope
  });

  async function activateNba() {
    const input = setup();
    type(input, '@nba dunk');
    await advance(150);
    await drain();
    fireEvent.click(screen.getByRole('option', { name: 'NBA' }));
    return input;
  }

  it('choosing a channel activates it: prefix stripped, placeholder, chip, scoped term', async () => {
    const input = await activateNba();
    expect((input as HTMLInputElement).value).toBe('dunk');
    expect(input.getAttribute('placeholder')).toBe('Search NBA');
    expect(input.hasAttribute('data-channel-mode')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove channel NBA' }).hidden).toBe(false);
    expect(screen.getByTestId('root').getAttribute('data-gk-channel')).toBe('');
    expect(screen.getByTestId('root').hasAttribute('data-channel')).toBe(false); // prefixed: no clash with the app's own
    expect(term()).toBe('@nba dunk');
  });

  it('Backspace in an empty input removes the channel', async () => {
    const input = await activateNba();
    key(input, 'Backspace'); // text left: nothing happens
    expect(term()).toBe('@nba dunk');
    type(input, '');
    key(input, 'Backspace');
    expect(screen.queryByRole('button', { name: /Remove channel/ })).toBeNull();
    expect(input.getAttribute('placeholder')).toBe('Search GIPHY');
  });

  it('Escape with the list closed removes the channel and keeps the text', async () => {
    const input = await activateNba();
    key(input, 'Escape');
    expect(screen.queryByRole('button', { name: /Remove channel/ })).toBeNull();
    expect((input as HTMLInputElement).value).toBe('dunk');
    expect(term()).toBe('dunk');
  });

  it('the chip removes the channel and returns focus to the input', async () => {
    const input = await activateNba();
    const chip = screen.getByRole('button', { name: 'Remove channel NBA' });
    chip.focus();
    fireEvent.click(chip);
    expect(term()).toBe('dunk');
    expect(document.activeElement).toBe(input);
  });
});

describe('clear button', () => {
  it('is hidden with nothing to clear; clears text, term and channel and refocuses the input', async () => {
    const input = setup();
    const clear = document.querySelector<HTMLButtonElement>('[data-gk-search-clear]')!;
    expect(clear.getAttribute('aria-label')).toBe('Clear search');
    expect(clear.hidden).toBe(true);
    type(input, '@nba dunk');
    await advance(150);
    await drain();
    fireEvent.click(screen.getByRole('option', { name: 'NBA' }));
    expect(clear.hidden).toBe(false);
    clear.focus();
    fireEvent.click(clear);
    expect((input as HTMLInputElement).value).toBe('');
    expect(term()).toBe('');
    expect(screen.queryByRole('button', { name: /Remove channel/ })).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});

describe('accessibility and vocabulary', () => {
  it('names the input and the list from messages; root is a search landmark', () => {
    const input = setup({ messages: { searchLabel: 'Find GIFs', suggestionsLabel: 'Ideas' } });
    expect(screen.getByRole('combobox', { name: 'Find GIFs' })).toBe(input);
    screen.getByRole('listbox', { name: 'Ideas' }); // throws when missing
    expect(screen.getByRole('search').getAttribute('data-gk-search')).toBe('');
    expect(screen.getByRole('search').getAttribute('data-state')).toBe('idle');
    expect(input.getAttribute('data-gk-search-input')).toBe('');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('passes stateReducer and onStateChange through to downshift', async () => {
    const onStateChange = vi.fn();
    // Keep the list closed on typing.
    const input = setup({
      onStateChange,
      stateReducer: (_state, { type, changes }) =>
        type === '__input_change__' ? { ...changes, isOpen: false } : changes,
    });
    type(input, 'cat');
    await advance(150);
    await drain();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    key(input, 'ArrowDown');
    await drain();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ type: '__input_keydown_arrow_down__' }));
  });
});
