// The first screen: a GIF picker over trending GIFs, next to a chat that the picked GIFs go
// into, so what the kit does is clear at a glance. The chat's composer has a "GIF" button that
// opens the same picker in a popover (gifkit/styled/popover). Both share one favorites store:
// a GIF starred in one shows in the other's Favorites row. The heading names the provider the
// header's switch chose.
import { createFavoriteGifs, type Gif, providerOf, type StoredGif } from 'gifkit';
import { useGiphyClient } from 'gifkit/hooks';
import { GifPicker, pickerFavorites } from 'gifkit/styled';
import { GifPickerPopover } from 'gifkit/styled/popover';
import { type FormEvent, useState } from 'react';
import { GifTile } from '../components/GifTile';
import { Code } from '../ui';

type Message = { key: number } & ({ gif: Gif | StoredGif } | { text: string });

const favorites = pickerFavorites(createFavoriteGifs());

export default function PickerPage() {
  const [sent, setSent] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  // The provider the header's switch chose (the picker takes its placeholder and mark from it).
  const { provider } = providerOf(useGiphyClient()).attribution;
  const sendGif = (gif: Gif | StoredGif) => setSent((s) => [...s, { gif, key: s.length }]);
  const sendText = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text) setSent((s) => [...s, { text, key: s.length }]);
    setDraft('');
  };
  return (
    <div className="picker-page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{provider} in your React app, in a few lines.</h1>
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
            {sent.length === 0 && <li className="bubble me muted">Pick a GIF to reply</li>}
            {sent.map((message) =>
              'gif' in message ? (
                <li key={message.key} className="bubble me gif">
                  <GifTile gif={message.gif} width={220} noLink hideAttribution />
                </li>
              ) : (
                <li key={message.key} className="bubble me">
                  {message.text}
                </li>
              ),
            )}
          </ol>
          <form className="composer" aria-label="Reply to Sam" onSubmit={sendText}>
            <input
              aria-label="Message"
              placeholder="Message Sam"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <GifPickerPopover onSelect={sendGif} favorites={favorites} side="top" align="end">
              <button type="button" className="button" aria-label="Send a GIF">
                GIF
              </button>
            </GifPickerPopover>
            <button type="submit" className="button primary">
              Send
            </button>
          </form>
        </section>
      </section>
      <GifPicker className="picker" onSelect={sendGif} favorites={favorites} />
      <Code label="Picker example">{`import { createFavoriteGifs } from 'gifkit';
import { GifPicker, pickerFavorites } from 'gifkit/styled';
import { GifPickerPopover } from 'gifkit/styled/popover';
import 'gifkit/styled.css';

// under <GiphyProvider>: trending until you type
<GifPicker onSelect={(gif) => send(gif)} />

// with a star on each GIF and a Favorites row (create the store once)
const favorites = pickerFavorites(createFavoriteGifs());
<GifPicker onSelect={(gif) => send(gif)} favorites={favorites} />

// or behind a button, in a popover
<GifPickerPopover onSelect={(gif) => send(gif)}>
  <button type="button">GIF</button>
</GifPickerPopover>`}</Code>
    </div>
  );
}
