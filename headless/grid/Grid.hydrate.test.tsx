// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { Gif } from '../../sdk/normalize/gif';
import { recordedGifs } from '../../test/support/gifs';
import { serverHtml } from '../../test/support/serverHtml';
import { Grid, type GridProps } from './Grid';

const gifs = recordedGifs(60);
const source = async () => ({ data: [] as Gif[] });

function App(props: Partial<GridProps<Gif>>) {
  return (
    <Grid
      source={source}
      initialItems={gifs}
      // jsdom's window is 768 px high: after measuring, the client keeps the server's tiles.
      initialViewportHeight={768}
      renderItem={(gif, _layout, getItemProps) => <div {...getItemProps()}>{gif.id}</div>}
      {...props}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it.each([
  ['a pixel width', { width: 612 }],
  ['a container width (initialWidth on the server)', { initialWidth: 612 }],
  ['breakpoints, right to left', { initialWidth: 900, columns: [{ minWidth: 800, columns: 5 }], dir: 'rtl' as const }],
])('hydrates without a warning and keeps the server markup: %s', async (_, props) => {
  const html = serverHtml(<App {...props} />);
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  const recoverable = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <App {...props} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(html);
  expect(container.querySelectorAll('[role="option"]').length).toBeGreaterThan(5);
});
