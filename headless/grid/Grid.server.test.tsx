// No DOM here: the grid must render on a server without touching `window` or `document`.
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import type { Gif } from '../../sdk/normalize/gif';
import { recordedGifs } from '../../test/support/gifs';
import { tileAspectRatio } from './aspectRatio';
import { Grid } from './Grid';
import { createMasonry } from './masonry';

const gifs = recordedGifs(40);
const source = async () => ({ data: [] as Gif[] });

it('renders tiles at their final positions on the server, from known sizes only', () => {
  expect(typeof window).toBe('undefined');
  // React 18 warns here about any useLayoutEffect a server render meets; React 19 does not.
  const errors = vi.spyOn(console, 'error');
  const html = renderToString(
    <Grid
      source={source}
      initialItems={gifs}
      initialWidth={612}
      initialViewportHeight={600}
      overscan={0}
      renderItem={(gif, _layout, getItemProps) => <div {...getItemProps()}>{gif.id}</div>}
    />,
  );
  const engine = createMasonry({ width: 612 });
  engine.append(gifs.map(tileAspectRatio));
  const expected = engine.range(0, 600);
  expect(html).toContain('role="listbox"');
  expect(html.match(/role="option"/g)).toHaveLength(expected.length);
  for (const index of expected) {
    const box = engine.items[index]!;
    expect(html).toContain(`--gk-x:${box.x}px;--gk-y:${box.y}px;--gk-width:200px;--gk-height:${box.height}px`);
  }
  expect(html).toContain(`--gk-grid-height:${engine.height}px`);
  expect(html).toContain('40 GIFs');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
