// Theming in real Chromium: the system colour scheme, data-gk-theme on any ancestor (nested
// too), the app's own unlayered CSS winning without !important, tokens overriding, and
// prefers-reduced-motion (still dots, still GIFs, no autoplay).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './styled.css';
import { observersSettled } from '../test/browser/settle';
import { recordedGif } from '../test/support/gifs';
import { makeClip } from '../test/support/videoTesting';
import { PoweredBy, Spinner, Tile, Video } from './index';

const LIGHT_MUTED = 'rgb(93, 93, 105)';
const DARK_MUTED = 'rgb(169, 169, 180)';
const colorOf = (testId: string) => getComputedStyle(screen.getByTestId(testId).firstElementChild!).color;

beforeAll(() => commands.routeGiphyMedia());
afterEach(async () => {
  cleanup();
  await commands.emulateMedia({ colorScheme: null, reducedMotion: null });
});

describe('themes', () => {
  it('follows prefers-color-scheme without any attribute', async () => {
    render(
      <div data-testid="plain">
        <PoweredBy />
      </div>,
    );
    await commands.emulateMedia({ colorScheme: 'light' });
    expect(colorOf('plain')).toBe(LIGHT_MUTED);
    await commands.emulateMedia({ colorScheme: 'dark' });
    expect(colorOf('plain')).toBe(DARK_MUTED);
  });

  it('data-gk-theme on any ancestor wins over the system, nested themes too', async () => {
    await commands.emulateMedia({ colorScheme: 'dark' });
    render(
      <div data-gk-theme="light">
        <section data-testid="light">
          <PoweredBy />
        </section>
        <div data-gk-theme="dark">
          <section data-testid="dark">
            <PoweredBy />
          </section>
        </div>
      </div>,
    );
    expect(colorOf('light')).toBe(LIGHT_MUTED);
    expect(colorOf('dark')).toBe(DARK_MUTED);
  });

  it("the app's unlayered CSS wins without !important, and tokens restyle every skin", async () => {
    const style = document.createElement('style');
    style.textContent = '.app [data-gk-powered-by] { color: rgb(1, 2, 3) } .brand { --gk-color-muted: rgb(4, 5, 6) }';
    document.head.append(style);
    render(
      <>
        <div className="app" data-testid="app">
          <PoweredBy />
        </div>
        <div className="brand" data-testid="brand">
          <PoweredBy />
        </div>
      </>,
    );
    expect(colorOf('app')).toBe('rgb(1, 2, 3)');
    expect(colorOf('brand')).toBe('rgb(4, 5, 6)');
    style.remove();
  });
});

describe('prefers-reduced-motion', () => {
  it('keeps the loader dots and GIFs still and does not autoplay', async () => {
    await commands.emulateMedia({ reducedMotion: 'reduce' });
    const gif = recordedGif();
    render(
      <>
        <Spinner />
        <Tile gif={gif} width={200} height={150} lazy={false} />
        <Video gif={makeClip({ id: 'still' })} width={320} />
      </>,
    );
    expect(getComputedStyle(document.querySelector('[data-gk-spinner] > i')!).animationName).toBe('none');
    const tile = document.querySelector<HTMLElement>('[data-gk-tile]')!;
    await waitFor(() => expect(tile.hasAttribute('data-still')).toBe(true));
    expect(tile.querySelector('img')!.getAttribute('src')).toMatch(/_s\.(gif|webp)/);
    // Mounted and seen in view, the clip is not asked to autoplay (nor to fetch more than its
    // metadata), and stays paused.
    await observersSettled();
    const video = document.querySelector<HTMLVideoElement>('[data-gk-video] video')!;
    expect(video.autoplay).toBe(false);
    expect(video.preload).toBe('metadata');
    expect(document.querySelector<HTMLElement>('[data-gk-video]')!.dataset.state).toBe('paused');
  });

  it('animates the dots otherwise', async () => {
    await commands.emulateMedia({ reducedMotion: 'no-preference' });
    render(<Spinner />);
    expect(getComputedStyle(document.querySelector('[data-gk-spinner] > i')!).animationName).toBe('gk-bounce');
  });
});
