// Boots the `/embed/:id` page (embed-frame.html), a page of its own apart from the demo app: it
// loads React, the styled embed player and its CSS, and nothing of the demo's shell. Offline
// (no API key given to `npm run demo`) it first starts the mock API in the browser (msw, local
// media) through a dynamic import that only runs offline, so a build with a key never loads it.
import 'gifkit/styled.css';
import './embedFrame.css';
import { createAnalytics, createGifReader } from 'gifkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_KEY, apiServerUrl } from '../env';

// The key `npm run demo` (or the build) was given, as a literal the bundler folds: with one, the
// mock's import below is dropped from the build.
const OFFLINE = __GIFKIT_API_KEY__ === '';

import { EmbedFramePage } from './EmbedFramePage';

/** The GIF id of `/embed/<id>`. */
function embedIdOf(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('embed');
  if (!root) return;
  if (OFFLINE) {
    try {
      const { startMock } = await import('../mock');
      await startMock();
    } catch (error) {
      root.textContent = `The mock API could not start: ${(error as Error).message}`;
      return;
    }
  }
  const apiKey = API_KEY || 'demo-key';
  const client = createGifReader({ apiKey, serverUrl: apiServerUrl() });
  // The embed page has no consent banner of its own: its pingbacks leave from the start (offline,
  // the mock answers them).
  const analytics = createAnalytics({ apiKey, consent: 'granted' });
  const id = embedIdOf(location.pathname);
  // Asked for before React renders: the player's own `client.getGif(id)` shares this call (the
  // client's request cache), so the first frame waits for one answer, started early.
  client.getGif(id).catch(() => undefined); // the player shows the failure
  createRoot(root).render(
    <StrictMode>
      <EmbedFramePage id={id} client={client} analytics={analytics} offline={OFFLINE} />
    </StrictMode>,
  );
}

start();
