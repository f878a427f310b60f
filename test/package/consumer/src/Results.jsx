// Search results fetched with the SDK, shown in gifkit's headless masonry grid of tiles.
import { Grid, Tile } from 'gifkit/headless';
import { useEffect, useState, version } from 'react';

const nothingMore = async () => ({ data: [], pagination: { count: 0, offset: 0 } });

export function GifList({ gifs }) {
  return (
    <div data-gifs={gifs.length} data-react={version}>
      <Grid
        source={nothingMore}
        enabled={false}
        initialItems={gifs}
        width={600}
        columns={3}
        renderItem={(gif, box, getItemProps) => (
          <Tile gif={gif} width={box.width} height={box.height} rootProps={getItemProps()} />
        )}
      />
    </div>
  );
}

export function Results({ term, search }) {
  const [state, setState] = useState({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    search(term, controller.signal).then(
      (gifs) => setState({ status: 'ready', gifs }),
      (error) => controller.signal.aborted || setState({ status: 'error', message: String(error) }),
    );
    return () => controller.abort();
  }, [term, search]);
  if (state.status === 'ready') return <GifList gifs={state.gifs} />;
  return <p data-status={state.status}>{state.message ?? 'loading'}</p>;
}
