// Boots the demo: starts the mock API (msw in the browser, local media), restores the
// display preferences, and renders the app with gifkit's providers.
import 'gifkit/styled.css';
import './demo.css';
import { GiphyProvider } from 'gifkit/hooks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { giphy, platform, queryClient } from './clients';
import { restorePrefs } from './prefs';

async function start(): Promise<void> {
  restorePrefs();
  let problem: string | undefined;
  try {
    const { startMock } = await import('./mock');
    await startMock();
  } catch (error) {
    problem = `The mock API could not start, so mocked calls will fail: ${(error as Error).message}`;
  }
  const root = document.getElementById('app');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <GiphyProvider client={giphy} platform={platform} queryClient={queryClient}>
        <App problem={problem} />
      </GiphyProvider>
    </StrictMode>,
  );
}

start();
