// GIPHY's search-bar component spec (packages/react-components/cypress/stories/search-bar.spec.tsx),
// its facts checked against gifkit/compat/react in real Chromium over the mock API: the term
// follows the input, `@channel term` activates the channel, Backspace in an empty input removes it
// and brings trending back, the suggestion bar's channel pills and the cancel button, typed fast,
// with no debounce, and slower than the debounce. Plus the props GIPHY's SearchBar takes.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { commands, page, userEvent } from '@vitest/browser/context';
import { StrictMode, useContext } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../styled.css';
import { trendingSearches } from '../../../sdk/mock/data/public-catalog';
import { stubFetchWithMockApi } from '../../../test/browser/mockApiFetch';
import { expectLook, imagesLoaded, LOOKS, renderLook, watchConsole } from '../../../test/browser/skinHarness';
import { SearchBar, type SearchBarProps } from './SearchBar';
import { SearchContext } from './SearchContext';
import { SearchContextManager } from './SearchContextManager';
import { SuggestionBar } from './SuggestionBar';

const firstTrending = trendingSearches.data[0]!;

beforeAll(() => commands.routeGiphyMedia());
stubFetchWithMockApi();
afterEach(cleanup);

function Probe() {
  const { term, activeChannel } = useContext(SearchContext);
  return (
    <div data-testid="probe">
      <div>term:-{term}-</div>
      <div>channel name:-{activeChannel?.display_name}-</div>
    </div>
  );
}

function Focus() {
  return <output data-testid="focus">{String(useContext(SearchContext).isFocused)}</output>;
}

const Key = () => <output data-testid="key">{useContext(SearchContext).searchKey}</output>;

function FetchProbe() {
  const { fetchGifs, isFetching } = useContext(SearchContext);
  return (
    <button type="button" data-fetching={isFetching} onClick={() => fetchGifs(0).catch(() => {})}>
      fetch
    </button>
  );
}

/** GIPHY's spec's app, under StrictMode (effects run twice, renders are doubled). */
function App(props: SearchBarProps) {
  return (
    <StrictMode>
      <SearchContextManager apiKey="test-key">
        <SearchBar {...props} />
        <SuggestionBar />
        <Probe />
      </SearchContextManager>
    </StrictMode>
  );
}

const input = () => document.querySelector<HTMLInputElement>(`.${SearchBar.className} input`)!;
const bar = () => within(document.querySelector<HTMLElement>(`.${SuggestionBar.className}`)!);
const probe = () => screen.getByTestId('probe').textContent ?? '';
const expectProbe = (text: string) => expect.poll(probe).toContain(text);
const pill = (name: string) => bar().findByRole('button', { name });

/** Types `text` into the focused input: at once, or key by key, each waiting for the debounce to commit it. */
async function type(text: string, pace: 'fast' | 'slow') {
  input().focus();
  if (pace === 'fast') return userEvent.keyboard(text);
  for (const key of text.match(/\{[^}]+\}|./g) ?? []) {
    await userEvent.keyboard(key);
    await expect.poll(() => probe().includes(`term:-${input().value.trim()}-`)).toBe(true);
  }
}

describe.each([
  { name: 'typing fast, default debounce', pace: 'fast', searchDebounce: undefined },
  { name: 'typing fast, no debounce', pace: 'fast', searchDebounce: 0 },
  { name: 'typing slower than the debounce', pace: 'slow', searchDebounce: 150 },
] as const)('compat SearchBar + SuggestionBar: $name', ({ pace, searchDebounce }) => {
  it('follows GIPHY spec: term, @channel, Backspace, channel pills, cancel', { timeout: 60_000 }, async () => {
    const logged = watchConsole();
    render(<App searchDebounce={searchDebounce} />);
    await bar().findByText(firstTrending);

    await type('tacos', pace);
    await expectProbe('term:-tacos-');
    await userEvent.clear(input());
    await type('@nba embiid', pace);
    await expectProbe('channel name:-NBA-');
    // The channel's @word left the input; the rest is the term.
    await expectProbe('term:-embiid-');
    expect(input().value).toBe('embiid');

    await type('{Backspace}'.repeat('embiid'.length), pace);
    await expectProbe('term:--');
    // Backspace in the empty input removes the channel and shows trending again.
    await type('{Backspace}', pace);
    await expectProbe('channel name:--');
    await bar().findByText(firstTrending);

    await type('@nba embiid', pace);
    await expectProbe('channel name:-NBA-');
    await userEvent.click(await pill('@nbaontnt'));
    await expectProbe('channel name:-NBA on TNT-');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await expectProbe('term:--');
    await expectProbe('channel name:--');

    // The channels found last stay in the bar after cancel.
    await userEvent.click(await pill('@nbaontnt'));
    await expectProbe('channel name:-NBA on TNT-');
    await userEvent.click(await pill('@nba'));
    await expectProbe('channel name:-NBA-');
    await type('{Backspace}', pace);
    await expectProbe('term:--');
    await expectProbe('channel name:--');

    await type('@sports', pace);
    await userEvent.click(await pill('@sports'));
    await expectProbe('channel name:-Sports GIFs-');
    await expectProbe('term:--');
    expect(input().value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await type('nba', pace);
    // A term without @ finds channels too; choosing one empties the term.
    await userEvent.click(await pill('@nba'));
    await expectProbe('channel name:-NBA-');
    await expectProbe('term:--');
    expect(logged()).toEqual([]);
  });
});

describe('compat SearchBar props', () => {
  it('placeholder, className, autoFocus, onEnter (Enter and the search button)', async () => {
    const onEnter = vi.fn();
    render(<App placeholder="Find a GIF" className="mine" autoFocus onEnter={onEnter} />);
    expect(input().placeholder).toBe('Find a GIF');
    expect(input().closest(`.${SearchBar.className}`)!.classList.contains('mine')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await userEvent.keyboard('cats{Enter}');
    expect(onEnter).toHaveBeenLastCalledWith('cats');
    await expectProbe('term:-cats-');
    await userEvent.keyboard(' dogs');
    await userEvent.click(screen.getByRole('button', { name: 'Search GIPHY' }));
    expect(onEnter).toHaveBeenLastCalledWith('cats dogs');
    await expectProbe('term:-cats dogs-');
  });

  it('clear empties the input and keeps the term until the next keystroke', async () => {
    const { rerender } = render(<App />);
    await type('cats', 'fast');
    await expectProbe('term:-cats-');
    rerender(<App clear />);
    await expect.poll(() => input().value).toBe('');
    expect(probe()).toContain('term:-cats-');
    await type('d', 'fast');
    await expectProbe('term:-d-');
  });

  it('isFocused follows the input', async () => {
    render(
      <SearchContextManager apiKey="test-key">
        <SearchBar />
        <Focus />
        <button type="button">elsewhere</button>
      </SearchContextManager>,
    );
    const focus = () => screen.getByTestId('focus').textContent;
    expect(focus()).toBe('false');
    await userEvent.click(input());
    await expect.poll(focus).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await expect.poll(focus).toBe('false');
  });
});

describe('compat SearchContextManager theme', () => {
  it('searchbarHeight, mobileSearchbarHeight (up to 480 px wide) and hideCancelButton', async () => {
    const field = () => document.querySelector<HTMLElement>('[data-gk-search-field]')!;
    const clearButton = () => document.querySelector<HTMLElement>('[data-gk-search-clear]')!;
    await page.viewport(900, 600);
    render(
      <SearchContextManager
        apiKey="test-key"
        theme={{ searchbarHeight: 50, mobileSearchbarHeight: 36, hideCancelButton: true }}
      >
        <SearchBar />
      </SearchContextManager>,
    );
    expect(field().getBoundingClientRect().height).toBe(50);
    await type('cats', 'fast');
    await expect.poll(() => clearButton().hidden).toBe(false); // there is text to clear, yet
    expect(getComputedStyle(clearButton()).display).toBe('none');
    await page.viewport(390, 600);
    await expect.poll(() => field().getBoundingClientRect().height).toBe(36);
  });
});

describe('compat SearchContext.searchKey', () => {
  it('changes with any option that changes the results (GIPHY joined only term, type and channel)', () => {
    const app = (rating: 'g' | 'r') => (
      <SearchContextManager apiKey="test-key" initialTerm="cats" options={{ type: 'gifs', rating }}>
        <Key />
      </SearchContextManager>
    );
    const { rerender } = render(app('g'));
    const key = () => screen.getByTestId('key').textContent;
    const first = key();
    rerender(app('g'));
    expect(key()).toBe(first);
    rerender(app('r'));
    expect(key()).not.toBe(first);
  });
});

describe('compat SearchContext.isFetching', () => {
  it('is true while a page of fetchGifs is in flight, and false again after it failed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async () => {
      await held;
      return Response.json({ meta: { status: 500, msg: 'down' } }, { status: 500 });
    });
    render(
      <SearchContextManager apiKey="test-key" initialTerm="cats">
        <FetchProbe />
      </SearchContextManager>,
    );
    const button = screen.getByRole('button', { name: 'fetch' });
    expect(button.dataset.fetching).toBe('false');
    await userEvent.click(button);
    await expect.poll(() => button.dataset.fetching).toBe('true');
    release();
    await expect.poll(() => button.dataset.fetching).toBe('false');
  });
});

describe('compat SearchBar + SuggestionBar look', () => {
  it.each(LOOKS)('$name: trending pills, then a channel with its pills (screenshots, axe)', async (look) => {
    const logged = watchConsole();
    await renderLook(
      look,
      300,
      <SearchContextManager apiKey="test-key" theme={{ darkMode: look.theme === 'dark' }}>
        <SearchBar />
        <SuggestionBar />
      </SearchContextManager>,
    );
    await bar().findByText(firstTrending);
    await expectLook(`compat-search-${look.name}-trending`, logged);
    await type('@nba dunk', 'fast');
    await pill('@nbaontnt');
    await waitFor(() => expect(input().value).toBe('dunk'));
    await imagesLoaded();
    await expectLook(`compat-search-${look.name}-channel`, logged);
  });
});
