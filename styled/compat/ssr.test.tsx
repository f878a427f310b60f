// gifkit/compat/react on the server (Node, no DOM): Grid, Carousel, Gif and Video render with
// renderToString and say nothing on the console (a Next.js page renders them there first).
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCompatGif } from '../../sdk/compat/toCompatGif';
import { normalizeGif } from '../../sdk/normalize/gif';
import { compatFetchGifs, compatGifs } from '../../test/support/gifs';
import { makeClip } from '../../test/support/videoTesting';
import { Carousel, Gif, Grid, Video } from './index';

const gifs = compatGifs(4);

afterEach(() => vi.restoreAllMocks());

describe('compat components on the server', () => {
  it('render with their initial GIFs and log nothing', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <>
        <Grid
          width={600}
          columns={3}
          fetchGifs={compatFetchGifs(gifs, 4)}
          initialGifs={gifs}
          loaderConfig={{ rootMargin: '100px' }}
        />
        <Carousel gifHeight={100} fetchGifs={compatFetchGifs(gifs, 4)} initialGifs={gifs} />
        <Gif gif={gifs[0]!} width={200} />
        <Video gif={toCompatGif(normalizeGif(makeClip()))} width={320} controls />
      </>,
    );
    expect(html).toContain('class="giphy-grid');
    expect(html).toContain('giphy-carousel');
    expect(html).toContain('giphy-video');
    expect(html.match(/data-gif-id="/g)?.length).toBeGreaterThanOrEqual(9);
    expect([...error.mock.calls, ...warn.mock.calls]).toEqual([]);
  });
});
