// @vitest-environment jsdom
/**
 * Pingbacks without React Query: a headless grid of tiles under `AnalyticsProvider` alone (no
 * GiphyProvider, no QueryClient) reports SEEN and CLICK to the mock pingback service, and
 * GiphyProvider's `analytics` reaches the components through the same provider.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from '../../hooks/AnalyticsProvider';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import { createAnalytics } from '../../sdk/analytics/createAnalytics';
import type { Gif } from '../../sdk/normalize/gif';
import { intersect, setupFakeIntersectionObserver } from '../../test/support/fakeIntersectionObserver';
import { recordedGifs } from '../../test/support/gifs';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { Grid } from '../grid/Grid';
import { Tile } from '../tile/Tile';

const { requests } = setupMockApiServer();
setupFakeIntersectionObserver(false);

const gifs = recordedGifs(3);
const none = async () => ({ data: [] as Gif[] });

/** The events of every batch that reached the mock pingback service. */
async function sentEvents() {
  const batches = requests.filter((request) => new URL(request.url).pathname === '/v2/pingback');
  const bodies = await Promise.all(batches.map((request) => request.clone().json()));
  return bodies.flatMap((body: { events: Array<{ action_type: string; analytics_response_payload: string }> }) =>
    body.events.map((event) => ({ action: event.action_type, payload: event.analytics_response_payload })),
  );
}

const newAnalytics = () => createAnalytics({ apiKey: 'k', consent: 'granted', queueEvents: false, pageTarget: null });

function TileGrid() {
  return (
    <Grid
      source={none}
      initialItems={gifs}
      width={612}
      virtualize={false}
      renderItem={(gif, layout, getItemProps) => (
        <Tile gif={gif} width={layout.width} height={layout.height} lazy={false} noLink rootProps={getItemProps()} />
      )}
    />
  );
}

/** The second tile loads, comes fully into view, and is clicked. */
function seeAndClickSecondTile() {
  const tile = screen.getAllByRole('option')[1]!;
  const image = tile.querySelector('[data-gk-tile-image]')!;
  fireEvent.load(image);
  intersect(image, 1, { boundingClientRect: { x: 0, y: 0, width: 200, height: 150 } as DOMRectReadOnly });
  fireEvent.click(tile);
}

const seenAndClicked = [
  { action: 'SEEN', payload: gifs[1]!.analytics_response_payload },
  { action: 'CLICK', payload: gifs[1]!.analytics_response_payload },
];

describe('AnalyticsProvider', () => {
  it('a headless grid of tiles with no QueryClient sends its SEEN and CLICK pingbacks', async () => {
    render(
      <AnalyticsProvider analytics={newAnalytics()}>
        <TileGrid />
      </AnalyticsProvider>,
    );
    seeAndClickSecondTile();
    await vi.waitFor(async () => expect(await sentEvents()).toEqual(seenAndClicked));
  });

  it("GiphyProvider's analytics reaches the components through it", async () => {
    render(
      <GiphyProvider apiKey="k" analytics={newAnalytics()}>
        <TileGrid />
      </GiphyProvider>,
    );
    seeAndClickSecondTile();
    await vi.waitFor(async () => expect(await sentEvents()).toEqual(seenAndClicked));
  });

  it('a GiphyProvider without analytics keeps the outer provider’s instance', async () => {
    const inner = (node: ReactNode) => <GiphyProvider apiKey="k">{node}</GiphyProvider>;
    render(<AnalyticsProvider analytics={newAnalytics()}>{inner(<TileGrid />)}</AnalyticsProvider>);
    seeAndClickSecondTile();
    await vi.waitFor(async () => expect(await sentEvents()).toEqual(seenAndClicked));
  });

  it('an inner provider replaces the outer one for its subtree', async () => {
    const outer = vi.fn(async () => undefined);
    const outerAnalytics = createAnalytics({
      transport: outer,
      consent: 'granted',
      queueEvents: false,
      pageTarget: null,
    });
    render(
      <AnalyticsProvider analytics={outerAnalytics}>
        <AnalyticsProvider analytics={newAnalytics()}>
          <TileGrid />
        </AnalyticsProvider>
      </AnalyticsProvider>,
    );
    seeAndClickSecondTile();
    await vi.waitFor(async () => expect(await sentEvents()).toEqual(seenAndClicked));
    expect(outer).not.toHaveBeenCalled();
  });
});
