// The first screen: a GIF picker over trending GIFs, next to a chat that the picked GIFs go
// into, so what the kit does is clear at a glance.
import type { Gif } from 'gifkit';
import { SearchProvider } from 'gifkit/headless';
import { useState } from 'react';
import { GifTile } from '../components/GifTile';
import { ResultsGrid } from '../components/ResultsGrid';
import { SearchField } from '../components/SearchField';
import { Code } from '../ui';

const PICKER_COLUMNS = [{ minWidth: 0, columns: 3 }];

export default function PickerPage() {
  const [sent, setSent] = useState<{ gif: Gif; key: number }[]>([]);
  return (
    <div className="picker-page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">GIPHY in your React app, in a few lines.</h1>
        <p className="lede">
          Search, trending, infinite scroll, keyboard and screen-reader access, light and dark, left-to-right and
          right-to-left. Pick a GIF: it goes into the chat.
        </p>
        <section className="chat panel" aria-labelledby="chat-title">
          <h2 id="chat-title" className="chat-title">
            Chat with Sam
          </h2>
          <ol className="chat-log" aria-live="polite">
            <li className="bubble them">Did the release go out?</li>
            {sent.length === 0 && <li className="bubble me muted">Pick a GIF to reply →</li>}
            {sent.map(({ gif, key }) => (
              <li key={key} className="bubble me gif">
                <GifTile gif={gif} width={220} noLink hideAttribution />
              </li>
            ))}
          </ol>
        </section>
        <Code label="Picker example">{`import { SearchProvider, useSearchResults } from 'gifkit/headless';
import { Grid, SearchBox } from 'gifkit/styled';
import 'gifkit/styled.css';

function Results() {
  const { loaderOptions } = useSearchResults(); // trending until you type
  return <Grid {...loaderOptions} columns={3} onSelect={(gif) => send(gif)} />;
}

<SearchProvider>
  <SearchBox />
  <Results />
</SearchProvider>`}</Code>
      </section>
      <section className="panel picker" aria-labelledby="picker-title">
        <h2 id="picker-title" className="visually-hidden">
          GIF picker
        </h2>
        <SearchProvider>
          <SearchField />
          <div className="picker-body">
            <ResultsGrid
              columns={PICKER_COLUMNS}
              label="GIFs"
              onSelect={(gif) => setSent((s) => [...s, { gif, key: s.length }])}
            />
          </div>
        </SearchProvider>
      </section>
    </div>
  );
}
