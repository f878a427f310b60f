// A GIF page, written the way apps use GIPHY's React kit: a SuggestionBar of trending
// searches, a GIFs/stickers switch, a trending Carousel and a 5-column Grid scrolled by the window.
import { GiphyFetch } from '@giphy/js-fetch-api';
import type { IGif } from '@giphy/js-types';
import { Carousel, Grid, SearchContext, SearchContextManager, SuggestionBar } from '@giphy/react-components';
import { useContext, useEffect, useState } from 'react';

const API_KEY = 'YOUR_API_KEY';
const gf = new GiphyFetch(API_KEY);

type Kind = 'gifs' | 'stickers';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function Results({ kind, onPick }: { kind: Kind; onPick: (gif: IGif) => void }) {
  const { fetchGifs, searchKey, term } = useContext(SearchContext);
  const width = useWindowWidth() - 48;
  return (
    <section aria-label={term ? `Results for ${term}` : 'Trending'}>
      <h2>{term ? `“${term}”` : 'Trending'}</h2>
      <Grid
        key={`${kind}-${searchKey}`}
        width={width}
        columns={5}
        gutter={8}
        fetchGifs={fetchGifs}
        onGifClick={(gif, e) => {
          e.preventDefault();
          onPick(gif);
        }}
      />
    </section>
  );
}

export function App() {
  const [kind, setKind] = useState<Kind>('gifs');
  const [selected, setSelected] = useState<IGif>();
  const fetchTrending = (offset: number) => gf.trending({ offset, limit: 10, type: kind });
  return (
    <main style={{ padding: 16 }}>
      <h1>GIFs</h1>
      <fieldset>
        <legend>Kind</legend>
        <button type="button" aria-pressed={kind === 'gifs'} onClick={() => setKind('gifs')}>
          GIFs
        </button>
        <button type="button" aria-pressed={kind === 'stickers'} onClick={() => setKind('stickers')}>
          Stickers
        </button>
      </fieldset>
      <p role="status">{selected ? `Selected: ${selected.title}` : 'Pick a GIF'}</p>
      <Carousel
        key={kind}
        gifHeight={120}
        gutter={6}
        fetchGifs={fetchTrending}
        noLink
        onGifClick={(gif, e) => {
          e.preventDefault();
          setSelected(gif);
        }}
      />
      <SearchContextManager key={kind} apiKey={API_KEY} options={{ type: kind, limit: 25 }} shouldDefaultToTrending>
        <SuggestionBar />
        <Results kind={kind} onPick={setSelected} />
      </SearchContextManager>
    </main>
  );
}
