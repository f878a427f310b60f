// A "pick a GIF" dialog, written the way apps use GIPHY's React kit: the app's own debounced
// text input, and a Grid in a scrolling box, re-created (keyed) for every new term.
import { GiphyFetch } from '@giphy/js-fetch-api';
import type { IGif } from '@giphy/js-types';
import { Grid } from '@giphy/react-components';
import { useEffect, useState } from 'react';

const gf = new GiphyFetch('YOUR_API_KEY');

/** `value`, once it has stopped changing for `ms` milliseconds. */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function GifDialog({ onPick, onClose }: { onPick: (gif: IGif) => void; onClose: () => void }) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const fetchGifs = (offset: number) =>
    term ? gf.search(term, { offset, limit: 12, rating: 'g' }) : gf.trending({ offset, limit: 12, rating: 'g' });
  return (
    <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="dialog-title">
      <h2 id="dialog-title">Choose a GIF</h2>
      <input
        type="search"
        aria-label="Search GIPHY"
        placeholder="Search GIPHY"
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
      <div className="dialog-results" style={{ height: 360, overflowY: 'auto' }}>
        <Grid
          key={term}
          width={330}
          columns={3}
          gutter={6}
          fetchGifs={fetchGifs}
          noLink
          hideAttribution
          noResultsMessage={`No GIFs for “${term}”`}
          onGifClick={(gif, e) => {
            e.preventDefault();
            onPick(gif);
          }}
        />
      </div>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

export function App() {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<IGif>();
  return (
    <main>
      <h1>New post</h1>
      {picked ? (
        <figure data-picked={picked.id}>
          <img src={picked.images.fixed_height.url} alt={picked.alt_text || picked.title} height={200} />
          <figcaption>Picked: {picked.title}</figcaption>
        </figure>
      ) : null}
      <button type="button" onClick={() => setOpen(true)}>
        Add a GIF
      </button>
      {open ? (
        <GifDialog
          onClose={() => setOpen(false)}
          onPick={(gif) => {
            setPicked(gif);
            setOpen(false);
          }}
        />
      ) : null}
    </main>
  );
}
