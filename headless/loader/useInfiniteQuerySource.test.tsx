// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSearchGifsInfinite } from '../../hooks';
import type { RequestCacheOptions } from '../../sdk/client/requestCache';
import { intersect, setupFakeIntersectionObserver } from '../../test/support/fakeIntersectionObserver';
import { giphyWrapper } from '../../test/support/giphyWrapper';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { useInfiniteLoader } from './useInfiniteLoader';
import { useInfiniteQuerySource } from './useInfiniteQuerySource';

const setVisible = (visible: boolean) => intersect(screen.getByTestId('loader'), visible ? 1 : 0);

const { server, urls } = setupMockApiServer();
setupFakeIntersectionObserver(false);
/** The search requests sent, as `term@offset`. */
const offsets = () =>
  urls
    .filter((url) => url.pathname.endsWith('/gifs/search'))
    .map((url) => `${url.searchParams.get('q')}@${url.searchParams.get('offset')}`);

function Results({ term }: { term: string }) {
  const query = useSearchGifsInfinite({ term, limit: 5 });
  const source = useInfiniteQuerySource(query);
  const loader = useInfiniteLoader({ source, resetKey: term, debounceMs: 5, enabled: !!term });
  return (
    <div>
      <p data-testid="count">{loader.items.length}</p>
      <p data-testid="first">{loader.items[0]?.id}</p>
      <p data-testid="generation">{loader.state.generation}</p>
      <div data-testid="loader" {...loader.getLoaderProps()} />
      {loader.status === 'error' && (
        <button type="button" onClick={loader.retry}>
          retry
        </button>
      )}
    </div>
  );
}

const setup = (cache?: RequestCacheOptions) => giphyWrapper({ cache });

describe('useInfiniteQuerySource', () => {
  it('drives an infinite query like a fetch function: pages while visible, reset by term', async () => {
    const { wrapper } = setup();
    const { rerender } = render(<Results term="cats" />, { wrapper });
    await waitFor(() => expect(offsets()).toEqual(['cats@0'])); // React Query's own first fetch
    expect(screen.getByTestId('count').textContent).toBe('0');
    setVisible(true);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(10));
    setVisible(false);
    expect(offsets().slice(0, 2)).toEqual(['cats@0', 'cats@5']); // the first page was joined, not refetched
    const catsFirst = screen.getByTestId('first').textContent;
    expect(screen.getByTestId('generation').textContent).toBe('0');
    rerender(<Results term="dogs" />);
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(screen.getByTestId('generation').textContent).toBe('1'); // a new query: the grid forgets its active tile
    setVisible(true);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(5));
    expect(screen.getByTestId('first').textContent).not.toBe(catsFirst);
    expect(offsets()).toContain('dogs@0');
  });

  it('a failed page shows the error; retry refetches', async () => {
    const { wrapper } = setup({ ttl: 0, errorTtl: 0 });
    let failed = false;
    server.use(
      http.get('*/v1/gifs/search', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('offset') !== '5') return undefined;
        failed = true;
        return HttpResponse.json({ meta: { status: 500, msg: 'down', response_id: 'r' } }, { status: 500 });
      }),
    );
    render(<Results term="cats" />, { wrapper });
    setVisible(true); // stays visible: page 1, then page 2 fails
    const retry = await screen.findByText('retry');
    expect(screen.getByTestId('loader').dataset.state).toBe('error');
    fireEvent.click(retry);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(10));
    expect(screen.queryByText('retry')).toBeNull();
  });

  it('a cached query fills the list at once after a reset', async () => {
    const { wrapper } = setup();
    const { rerender } = render(<Results term="cats" />, { wrapper });
    setVisible(true);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(5));
    setVisible(false);
    rerender(<Results term="dogs" />);
    rerender(<Results term="cats" />);
    expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(5);
  });
});
