// Boots the demo: starts the mock API (msw in the browser, local media), restores the
// preferences, and renders the app (which puts gifkit's provider over the chosen source).
import 'gifkit/styled.css';
import './demo.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
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
      <App problem={problem} />
    </StrictMode>,
  );
}

start();
