/**
 * The picker page's script: gifkit's styled GifPicker with a keyless client whose server is
 * this Worker's /api/gifs (gifkit/server holds the key). Bundled by build.mjs into the Worker.
 */
import 'gifkit/styled.css';
import { createGiphyClient } from 'gifkit';
import { GifPicker } from 'gifkit/styled';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const client = createGiphyClient({ serverUrl: '/api/gifs' });

function App() {
  const [picked, setPicked] = useState('Pick a GIF.');
  return (
    <main>
      <h1>Pick a GIF</h1>
      <GifPicker client={client} onSelect={(gif) => setPicked(`Picked GIF ${gif.id}`)} />
      <p aria-live="polite">{picked}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
