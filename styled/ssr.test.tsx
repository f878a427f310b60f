// Every skin renders on the server (renderToString) without a warning, with its data-* hooks
// in the markup, so a server-rendered page is styled before hydration.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchProvider } from '../headless';
import { createGifkitQueryClient, GiphyProvider } from '../hooks';
import { createGiphyClient } from '../sdk/client/createGiphyClient';
import { recordedGifs } from '../test/support/gifs';
import { makeClip } from '../test/support/videoTesting';
import { Carousel, Grid, SearchBox, Tile, Video } from './index';

const gifs = recordedGifs(6);
const none = async () => ({ data: [] });
const client = createGiphyClient({
  apiKey: 'k',
  storage: null,
  fetch: async () => new Response(null, { status: 501 }),
});

afterEach(() => vi.restoreAllMocks());

describe('server rendering', () => {
  it('renders every skin with its hooks and says nothing on the console', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
        <SearchProvider>
          <SearchBox />
        </SearchProvider>
        <Grid source={none} initialItems={gifs} initialWidth={600} columns={3} className="grid" />
        <Carousel source={none} initialItems={gifs} gifHeight={100} />
        <Tile gif={gifs[0]!} width={200} height={150} />
        <Video gif={makeClip()} width={320} />
      </GiphyProvider>,
    );
    for (const hook of [
      'data-gk-search-field',
      'data-gk-search-submit',
      'data-gk-grid-item',
      'data-gk-powered-by',
      'data-gk-carousel-item',
      // The neutral server render: ordinary GIFs as video (docs/media-rules.md).
      'data-gk-tile-video',
      'data-gk-video-controls',
      'data-gk-video-play-pause',
    ]) {
      expect(html).toContain(hook);
    }
    expect(html).toContain('class="grid"');
    expect(html.match(/data-gk-grid-item/g)).toHaveLength(gifs.length);
    expect([...error.mock.calls, ...warn.mock.calls]).toEqual([]);
  });
});
