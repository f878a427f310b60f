/**
 * `renderToString` for tests that render "server" HTML inside jsdom. React 18's server renderer
 * warns about every `useLayoutEffect` it meets, and with jsdom's `document` present gifkit (like
 * downshift) picks that hook; a real server has no `document` and gets `useEffect` instead
 * (Grid.server.test.tsx checks that it logs nothing). That one warning is swallowed; anything
 * else logged fails the test.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

const JSDOM_ONLY = 'useLayoutEffect does nothing on the server';

export function serverHtml(app: ReactElement): string {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const html = renderToString(app);
    expect(logged.mock.calls.filter(([message]) => !String(message).includes(JSDOM_ONLY))).toEqual([]);
    return html;
  } finally {
    logged.mockRestore();
  }
}
