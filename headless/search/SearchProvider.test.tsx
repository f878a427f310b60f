// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { type Channel, createGiphyClient } from '../../sdk/client/createGiphyClient';
import { createMockApi } from '../../sdk/mock';
import { intersect, setupFakeIntersectionObserver } from '../../test/support/fakeIntersectionObserver';
import { advance, drain } from '../../test/support/fakeTime';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { useInfiniteLoader } from '../loader/useInfiniteLoader';
import { SearchChangeType } from './changeTypes';
import { SearchBox } from './SearchBox';
import { SearchProvider, type SearchProviderProps } from './SearchProvider';
import { useSearchContext, useSearchResults } from './searchContext';
import { useSearchInfiniteQuery } from './useSearchInfiniteQuery';
import { useSearchLoaderOptions } from './useSearchLoaderOptions';

const { server, urls: requests } = setupMockApiServer();

const setVisible = (visible: boolean) => intersect(screen.getByTestId('loader'), visible ? 1 : 0);

setupFakeIntersectionObserver({ toFake: ['setTimeout', 'clearTimeout'] });

const gifRequests = () =>
  requests.filter((url) => /^\/v1\/(gifs|stickers)\/(search|trending)$/.test(url.pathname)).map(describeRequest);
const describeRequest = (url: URL) =>
  `${url.pathname.split('/').slice(2).join('/')}${url.searchParams.has('q') ? ` ${url.searchParams.get('q')}` : ''}`;

let mounts = 0;
/** A results list on the loader, wired the documented way; counts its mounts. */
function Results() {
  useEffect(() => {
    mounts += 1;
  }, []);
  const loader = useInfiniteLoader({ ...useSearchLoaderOptions(), debounceMs: 250 });
  return (
    <div>
      <ul data-testid="results">
        {loader.items.map((gif) => (
          <li key={gif.id}>{gif.id}</li>
        ))}
      </ul>
      <div data-testid="loader" {...loader.getLoaderProps()} />
    </div>
  );
}

function Input() {
  return (
    <SearchBox>
      {(box) => (
        <div {...box.getRootProps()} data-testid="root">
          <input {...box.getInputProps()} />
          <ul {...box.getMenuProps()} />
        </div>
      )}
    </SearchBox>
  );
}

function setup(props: Omit<SearchProviderProps, 'children'> = {}, children: ReactNode = <Results />) {
  mounts = 0;
  const client = createGiphyClient({ apiKey: 'k', storage: null });
  const queryClient = createGifkitQueryClient();
  const tree = (p: Omit<SearchProviderProps, 'children'>) => (
    <GiphyProvider client={client} queryClient={queryClient}>
      <SearchProvider {...p}>
        <Input />
        {children}
      </SearchProvider>
    </GiphyProvider>
  );
  const view = render(tree(props));
  return { input: screen.getByRole('combobox'), rerender: (p: typeof props) => view.rerender(tree(p)) };
}

/** Records every distinct query identity. */
function Key({ seen }: { seen: string[] }) {
  const { resetKey } = useSearchResults();
  if (seen.at(-1) !== resetKey) seen.push(resetKey);
  return null;
}

/** The infinite-query form of the results; counts its mounts. */
function Count() {
  useEffect(() => {
    mounts += 1;
  }, []);
  const query = useSearchInfiniteQuery();
  return <span data-testid="count">{query.data?.items.length ?? 'none'}</span>;
}

function Term() {
  return <span data-testid="term">{useSearchResults().term}</span>;
}

/** Sets the search from outside the box, like GIPHY's trending pills. */
function Pill() {
  const { setSearch } = useSearchContext();
  return (
    <button type="button" onClick={() => setSearch('cute dogs')}>
      pill
    </button>
  );
}

const shown = () => screen.getByTestId('results').querySelectorAll('li').length;

/** Shows the loader until one page has landed, then hides it again. */
async function loadOnePage() {
  setVisible(true);
  await advance(250);
  await drain();
  setVisible(false);
}

describe('results follow the search without a remount', () => {
  it('an empty term shows trending; a typed term resets the same list to the search', async () => {
    const { input } = setup();
    await loadOnePage();
    expect(gifRequests()).toEqual(['gifs/trending']);
    expect(shown()).toBe(25);

    fireEvent.change(input, { target: { value: 'cats' } });
    await advance(499);
    expect(shown()).toBe(25); // not yet: the term waits for the debounce
    await advance(1);
    expect(shown()).toBe(0); // reset in place by the new query identity
    await loadOnePage();
    expect(gifRequests()).toEqual(['gifs/trending', 'gifs/search cats']);
    expect(shown()).toBe(25);
    expect(mounts).toBe(1);
  });

  it('the query identity changes with term, channel and options, not with equal options', async () => {
    const seen: string[] = [];
    const { input, rerender } = setup({ options: { rating: 'g' } }, <Key seen={seen} />);
    rerender({ options: { rating: 'g' } }); // a new but equal object
    expect(seen).toHaveLength(1);
    fireEvent.change(input, { target: { value: 'cats' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(seen).toHaveLength(2);
    rerender({ options: { rating: 'pg' } });
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });

  it('an active channel scopes the search (@username term)', async () => {
    const nba = { id: 1121, slug: 'nba', display_name: 'NBA', user: { username: 'nba' } } as Channel;
    setup({ defaultChannel: nba, defaultTerm: 'dunk' });
    await loadOnePage();
    expect(gifRequests()).toEqual(['gifs/search @nba dunk']);
  });

  it('defaultToTrending={false}: an empty box fetches nothing', async () => {
    setup({ defaultToTrending: false });
    setVisible(true);
    await advance(1000);
    await drain();
    expect(gifRequests()).toEqual([]);
    expect(screen.getByTestId('loader').dataset.state).toBe('idle');
  });

  it('options apply to trending too: stickers', async () => {
    setup({ options: { type: 'stickers' } });
    await loadOnePage();
    expect(gifRequests()).toEqual(['stickers/trending']);
  });
});

describe('the infinite-query form', () => {
  it('useSearchInfiniteQuery switches lists with the term, same component', async () => {
    const { input } = setup({}, <Count />);
    await drain();
    expect(screen.getByTestId('count').textContent).toBe('25');
    fireEvent.change(input, { target: { value: 'dogs' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await drain();
    expect(gifRequests()).toEqual(['gifs/trending', 'gifs/search dogs']);
    expect(screen.getByTestId('count').textContent).toBe('25');
    expect(mounts).toBe(1);
  });
});

describe('isFetching', () => {
  it('is true while a page is in flight (the box root says data-state="fetching")', async () => {
    server.use(...createMockApi({ latency: 300 }).handlers);
    setup();
    const root = screen.getByTestId('root');
    setVisible(true);
    await advance(250);
    await drain();
    expect(root.dataset.state).toBe('fetching');
    await advance(300);
    await drain();
    expect(root.dataset.state).toBe('idle');
  });

  it('also follows the infinite query when the results use it', async () => {
    server.use(...createMockApi({ latency: 300 }).handlers);
    setup({}, <Count />);
    await drain();
    expect(screen.getByTestId('root').dataset.state).toBe('fetching');
    await advance(300);
    await drain();
    expect(screen.getByTestId('root').dataset.state).toBe('idle');
  });
});

describe('one fetch path per list', () => {
  it("two providers showing one query both follow its fetching, whichever one's observer React Query asked", async () => {
    server.use(...createMockApi({ latency: 300 }).handlers);
    const client = createGiphyClient({ apiKey: 'k', storage: null });
    const queryClient = createGifkitQueryClient();
    const picker = (id: string) => (
      <SearchProvider defaultTerm="cats">
        <SearchBox>
          {(box) => (
            <div {...box.getRootProps()} data-testid={id}>
              <input {...box.getInputProps()} />
              <ul {...box.getMenuProps()} />
            </div>
          )}
        </SearchBox>
        <Count />
      </SearchProvider>
    );
    render(
      <GiphyProvider client={client} queryClient={queryClient}>
        {picker('a')}
        {picker('b')}
      </GiphyProvider>,
    );
    await drain();
    expect(gifRequests()).toEqual(['gifs/search cats']); // one request, shared by both
    expect([screen.getByTestId('a').dataset.state, screen.getByTestId('b').dataset.state]).toEqual([
      'fetching',
      'fetching',
    ]);
    await advance(300);
    await drain();
    expect([screen.getByTestId('a').dataset.state, screen.getByTestId('b').dataset.state]).toEqual(['idle', 'idle']);
  });
});

describe('state: controlled, stateReducer, onStateChange, setSearch', () => {
  it('a controlled term stays until the parent changes it; onTermChange hears the commit', () => {
    const onTermChange = vi.fn();
    const { input } = setup({ term: 'dogs', onTermChange }, <Term />);
    fireEvent.change(input, { target: { value: 'cats' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onTermChange).toHaveBeenCalledWith('cats');
    expect(screen.getByTestId('term').textContent).toBe('dogs');
  });

  it('stateReducer rewrites a change; onStateChange hears its type', () => {
    const onStateChange = vi.fn();
    const { input } = setup(
      {
        onStateChange,
        stateReducer: (_state, { type, changes }) =>
          type === SearchChangeType.TermCommit ? { ...changes, term: changes.term.toLowerCase() } : changes,
      },
      <Term />,
    );
    fireEvent.change(input, { target: { value: 'CATS' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('term').textContent).toBe('cats');
    // Only the fields that changed: the typed text was already 'CATS'.
    expect(onStateChange).toHaveBeenLastCalledWith({ type: SearchChangeType.TermCommit, term: 'cats' });
  });

  it('setSearch from outside the box sets its text and the term at once', () => {
    const { input } = setup({}, <Pill />);
    fireEvent.click(screen.getByRole('button', { name: 'pill' }));
    expect((input as HTMLInputElement).value).toBe('cute dogs');
  });

  it('needs a client: a clear error outside GiphyProvider without one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SearchProvider />)).toThrow(
      'gifkit: <SearchProvider> (or <GifPicker>, which renders one) needs a `client` prop or a <GiphyProvider> above it.',
    );
  });

  it('needs a client, in production too: the same error without the development hint', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<SearchProvider />)).toThrow(
        'gifkit: <SearchProvider> needs a `client` prop or a <GiphyProvider> above it.',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
