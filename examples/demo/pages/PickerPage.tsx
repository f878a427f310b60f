// The first screen: a GIF picker over trending GIFs, next to a chat that the picked GIFs go
// into, so what the kit does is clear at a glance.
import type { Gif } from 'gifkit';
import { GifPicker, type RecentGif } from 'gifkit/styled';
import { useState } from 'react';
import { GifTile } from '../components/GifTile';
import { Code } from '../ui';

export default function PickerPage() {
  const [sent, setSent] = useState<{ gif: Gif | RecentGif; key: number }[]>([]);
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
        <Code label="Picker example">{`import { GifPicker } from 'gifkit/styled';
import 'gifkit/styled.css';

// under <GiphyProvider>: trending until you type
<GifPicker onSelect={(gif) => send(gif)} />`}</Code>
      </section>
      <GifPicker className="picker" onSelect={(gif) => setSent((s) => [...s, { gif, key: s.length }])} />
    </div>
  );
}
