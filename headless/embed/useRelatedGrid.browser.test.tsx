// Real Chromium over gifkit's mock API: the embed's related grid from the headless hook alone.
// Its first page is 6 GIFs, its height reaches the embed (and `null` once it is gone), and a
// picked GIF (click or Enter) opens its page in a new tab instead of navigating the frame.
import { cleanup, render, waitFor } from '@testing-library/react';
import { commands, page, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { GiphyClient } from '../../sdk/client/createGiphyClient';
import { mockClient } from '../../test/browser/skinHarness';
import { Tile } from '../tile/Tile';
import { useRelatedGrid } from './useRelatedGrid';

interface RelatedProps {
  client: GiphyClient;
  gifId: string;
  report: (height: number | null) => void;
}

function Related({ client, gifId, report }: RelatedProps) {
  const grid = useRelatedGrid({ embed: { setRelatedHeight: report }, client, gifId });
  return (
    <div {...grid.getRootProps()}>
      <div {...grid.getListProps()}>
        {grid.virtualItems.map(({ item, index, id, layout }) => (
          <Tile
            key={id}
            gif={item}
            width={layout.width}
            height={layout.height}
            rootProps={grid.getItemProps({ item, index })}
          />
        ))}
      </div>
      {grid.showLoader && <div {...grid.getLoaderProps()} />}
    </div>
  );
}

const tiles = () => [...document.querySelectorAll<HTMLAnchorElement>('[data-gk-grid-item]')];

beforeAll(() => commands.routeGiphyMedia());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('loads 6 related GIFs, reports its height to the embed, opens a picked GIF in a new tab', async () => {
  const report = vi.fn();
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const navigated = vi.fn();
  const client = mockClient();
  const gifId = (await client.trendingGifs({ limit: 1 })).data[0]!.id; // a GIF the mock API relates others to
  const { unmount } = render(<Related client={client} gifId={gifId} report={report} />);
  await waitFor(() => expect(tiles().length).toBe(6));
  await waitFor(() => expect(report).toHaveBeenLastCalledWith(expect.any(Number)));
  await waitFor(() => expect(report.mock.lastCall![0]).toBeGreaterThan(0));

  // The click's default (following the tile's link) is prevented: the page opens in a new tab.
  window.addEventListener('click', (event) => navigated(!event.defaultPrevented), { once: true });
  const first = tiles()[0]!;
  // Clicked through the first option in document order: the list may still be growing (the
  // loader is in view), and the related GIFs repeat titles, so a locator by name could match two.
  await page.getByRole('option').first().click();
  expect(navigated).toHaveBeenCalledWith(false);
  expect(open).toHaveBeenCalledTimes(1);
  expect(open).toHaveBeenCalledWith(first.href, '_blank', 'noopener');
  expect(first.href).toMatch(/^https:\/\//);

  tiles()[1]!.focus();
  await userEvent.keyboard('{Enter}');
  expect(open).toHaveBeenCalledTimes(2);
  expect(open.mock.lastCall![0]).toBe(tiles()[1]!.href);

  unmount();
  expect(report).toHaveBeenLastCalledWith(null);
});
