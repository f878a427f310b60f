'use client';
/**
 * The client component: reads the trending query the server prefetched (same factory, same
 * key), so its first page renders at once with no request, and hands it to gifkit's headless
 * grid as the first page; scrolling fetches the next pages. `initialWidth` gives the server
 * render the same tile positions as the hydrated page.
 */
import { Grid, Tile } from 'gifkit/headless';
import { useGiphyClient, useTrending } from 'gifkit/hooks';
import { TRENDING } from './giphy';

export function TrendingGrid() {
  const client = useGiphyClient();
  const { data, error } = useTrending(TRENDING);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <Grid
      initialItems={data.data}
      source={(offset, signal) => client.trending({ ...TRENDING, offset, signal })}
      columns={4}
      initialWidth={800}
      width={800}
      renderItem={(gif, layout, getItemProps) => (
        <Tile gif={gif} width={layout.width} height={layout.height} rootProps={getItemProps()} />
      )}
    />
  );
}
