// A chat composer, written the way apps use GIPHY's React kit: SearchContextManager with a
// SearchBar and a Grid fed from SearchContext; a picked GIF is sent as its id, and each GIF
// message fetches its GIF by id (GiphyFetch.gif) and renders it with Gif.
import { GiphyFetch } from '@giphy/js-fetch-api';
import type { IGif } from '@giphy/js-types';
import { Gif, Grid, SearchBar, SearchContext, SearchContextManager } from '@giphy/react-components';
import { useContext, useEffect, useState } from 'react';

const API_KEY = 'YOUR_API_KEY';
const gf = new GiphyFetch(API_KEY);

type Message = { id: number; text: string } | { id: number; gifId: string };

function GifMessage({ gifId }: { gifId: string }) {
  const [gif, setGif] = useState<IGif>();
  useEffect(() => {
    let live = true;
    gf.gif(gifId).then(({ data }) => {
      if (live) setGif(data);
    });
    return () => {
      live = false;
    };
  }, [gifId]);
  return gif ? <Gif gif={gif} width={200} noLink /> : <span>Loading GIF…</span>;
}

function Results({ onPick }: { onPick: (gif: IGif) => void }) {
  const { fetchGifs, searchKey } = useContext(SearchContext);
  return (
    <div className="chat-results" style={{ height: 300, overflowY: 'auto' }}>
      <Grid
        key={searchKey}
        width={320}
        columns={2}
        gutter={4}
        fetchGifs={fetchGifs}
        hideAttribution
        onGifClick={(gif, e) => {
          e.preventDefault();
          onPick(gif);
        }}
      />
    </div>
  );
}

export function App() {
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [picking, setPicking] = useState(false);
  const send = (content: { text: string } | { gifId: string }) =>
    setMessages((all) => [...all, { id: all.length + 1, ...content }]);
  return (
    <main className="chat">
      <h1>Chat</h1>
      <ol className="messages" aria-label="Messages">
        {messages.map((m) => (
          <li key={m.id} className="message">
            {'gifId' in m ? <GifMessage gifId={m.gifId} /> : m.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) send({ text: draft.trim() });
          setDraft('');
        }}
      >
        <input aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Send</button>
        <button type="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          GIF
        </button>
      </form>
      {picking ? (
        <SearchContextManager apiKey={API_KEY} options={{ limit: 10 }}>
          <SearchBar placeholder="Search GIFs to send" />
          <Results
            onPick={(gif) => {
              send({ gifId: String(gif.id) });
              setPicking(false);
            }}
          />
        </SearchContextManager>
      ) : null}
    </main>
  );
}
