// Real Chromium: a host that stops a link tile from navigating still gets tracking.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import type { MouseEvent } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import type { Analytics } from '../../sdk/analytics/createAnalytics';
import type { Gif } from '../../sdk/normalize/gif';
import { recordedGifs } from '../../test/support/gifs';
import { Tile } from '../tile/Tile';
import { Grid, type GridProps } from './Grid';

const gifs = recordedGifs(6);
const none = async () => ({ data: [] as Gif[] });

function fakeAnalytics() {
  return { pingback: vi.fn(), embedPingback: vi.fn(), embedEvent: vi.fn() } as unknown as Analytics & {
    pingback: ReturnType<typeof vi.fn>;
  };
}

/** Link tiles (`<a href>` to giphy.com) in a grid, with the host's handlers. */
function renderLinkGrid(
  props: Partial<GridProps<Gif>> & { onItemClick?: (event: MouseEvent<HTMLElement>) => void; onTileClick?: () => void },
) {
  const analytics = fakeAnalytics();
  const { onItemClick, onTileClick, ...gridProps } = props;
  render(
    <GiphyProvider apiKey="k" analytics={analytics}>
      <Grid
        source={none}
        initialItems={gifs}
        width={612}
        virtualize={false}
        {...gridProps}
        renderItem={(gif, layout, getItemProps) => (
          <Tile
            gif={gif}
            width={layout.width}
            height={layout.height}
            lazy={false}
            onClick={onTileClick}
            rootProps={getItemProps({ onClick: onItemClick })}
          />
        )}
      />
    </GiphyProvider>,
  );
  return analytics;
}

const clicks = (analytics: { pingback: ReturnType<typeof vi.fn> }) =>
  analytics.pingback.mock.calls.filter(([event]) => event.actionType === 'CLICK');

afterEach(cleanup);

it('preventDefault() in onSelect keeps the page, and the tile still gets onClick and the CLICK pingback', async () => {
  const href = location.href;
  const onTileClick = vi.fn();
  const onSelect = vi.fn((_gif: Gif, _index: number, event: MouseEvent<HTMLElement>) => event.preventDefault());
  const analytics = renderLinkGrid({ onSelect, onTileClick });
  const link = await waitFor(() => screen.getAllByRole('option')[1]!);
  expect(link.tagName).toBe('A');
  expect(link.getAttribute('href')).toMatch(/^https:\/\/giphy\.com\//);
  await userEvent.click(link);
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(onTileClick).toHaveBeenCalledTimes(1);
  expect(clicks(analytics)).toHaveLength(1);
  expect(clicks(analytics)[0]![0]).toMatchObject({ actionType: 'CLICK', gif: { id: gifs[1]!.id } });
  expect(link.getAttribute('aria-selected')).toBe('true');
  expect(location.href).toBe(href);
});

it("preventDefault() in the host's own onClick skips gifkit's default action (selection), never tracking", async () => {
  const href = location.href;
  const onTileClick = vi.fn();
  const onSelect = vi.fn();
  const analytics = renderLinkGrid({ onSelect, onTileClick, onItemClick: (event) => event.preventDefault() });
  const link = await waitFor(() => screen.getAllByRole('option')[2]!);
  await userEvent.click(link);
  // Skipped: the grid's selection and onSelect (its default action); the link did not navigate.
  expect(onSelect).not.toHaveBeenCalled();
  expect(link.getAttribute('aria-selected')).toBe('false');
  expect(location.href).toBe(href);
  // Kept: the tile's onClick and the CLICK pingback.
  expect(onTileClick).toHaveBeenCalledTimes(1);
  expect(clicks(analytics)).toHaveLength(1);
});
