// gifkit/compat/react as a migrated page shows it, in light, dark, RTL and a 390 px phone:
// a Carousel over a Grid and a Gif, screenshots in .tmp/screenshots/styled/compat-*.png,
// no serious axe violation, nothing logged.
import { cleanup, waitFor } from '@testing-library/react';
import { commands } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../styled.css';
import { expectLook, LOOKS, renderLook, tilesLoaded, watchConsole } from '../../test/browser/skinHarness';
import { compatFetchGifs, compatGifs } from '../../test/support/gifs';
import { Carousel, Gif, Grid } from './index';

const gifs = compatGifs(12);

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('compat components look', () => {
  for (const look of LOOKS) {
    it(look.name, async () => {
      const logged = watchConsole();
      const width = look.width - 32;
      await renderLook(
        look,
        900,
        <>
          <Carousel gifHeight={100} fetchGifs={compatFetchGifs(gifs.slice(6), 6)} noLink />
          <div style={{ height: 420, overflowY: 'auto', marginBlock: 12 }}>
            <Grid
              width={width - 16}
              columns={look.width < 600 ? 2 : 3}
              fetchGifs={compatFetchGifs(gifs.slice(0, 6), 6)}
            />
          </div>
          <Gif gif={gifs[0]!} width={200} borderRadius={12} />
        </>,
      );
      await waitFor(() => {
        const shown = [
          ...document.querySelectorAll<HTMLElement>('.giphy-grid [data-gk-tile], .giphy-gif:not(.giphy-grid *)'),
        ];
        expect(shown.filter((tile) => !tile.closest('.giphy-carousel')).map((tile) => tile.dataset.state)).toEqual(
          Array(7).fill('loaded'),
        );
      });
      await tilesLoaded(2);
      await expectLook(`compat-${look.name}`, logged);
    });
  }
});
