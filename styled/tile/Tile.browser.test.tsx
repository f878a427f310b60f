// The styled tile in real Chromium: placeholder, loaded image, sticker checkerboard, the
// attribution overlay on hover and on keyboard focus, focus ring, className/style, screenshots.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../styled.css';
import { animationsFinished } from '../../test/browser/settle';
import { expectLook, LOOKS, renderLook, watchConsole } from '../../test/browser/skinHarness';
import { recordedGif } from '../../test/support/gifs';
import { Tile } from './Tile';

const gif = recordedGif();
const sticker = recordedGif(0, 'sticker');
const anonymous = { ...recordedGif(1), user: undefined };
const tile = (id: string) => document.querySelector<HTMLElement>(`[data-gif-id="${id}"]`)!;
const overlay = (id: string) => tile(id).querySelector<HTMLElement>('[data-gk-tile-overlay]');

beforeAll(() => commands.routeGiphyMedia({ stickers: [sticker.id] }));
afterEach(cleanup);

describe('styled Tile', () => {
  it('loads, shows the uploader on hover with a 75 px gradient, 32×32 avatar and 14 px badge', async () => {
    const logged = watchConsole();
    render(<Tile gif={gif} width={300} height={200} lazy={false} />);
    await waitFor(() => expect(tile(gif.id).dataset.state).toBe('loaded'));
    expect(overlay(gif.id)).toBeNull(); // mounted from the first hover on
    await userEvent.hover(tile(gif.id));
    await waitFor(() => expect(overlay(gif.id)?.dataset.state).toBe('open'));
    const box = overlay(gif.id)!.getBoundingClientRect();
    expect(box.height).toBe(75);
    expect(getComputedStyle(overlay(gif.id)!).backgroundImage).toMatch(/linear-gradient/);
    const avatar = tile(gif.id).querySelector('[data-gk-tile-avatar]')!.getBoundingClientRect();
    expect([avatar.width, avatar.height]).toEqual([32, 32]);
    expect(tile(gif.id).querySelector('[data-gk-tile-avatar]')!.getAttribute('src')).toMatch(/\/80h\.\w+$/);
    expect(gif.user?.is_verified).toBe(true);
    expect(tile(gif.id).querySelector('[data-gk-verified]')!.getBoundingClientRect().width).toBe(14);
    await waitFor(() => expect(getComputedStyle(overlay(gif.id)!).opacity).toBe('1'));
    await userEvent.unhover(tile(gif.id));
    await waitFor(() => expect(getComputedStyle(overlay(gif.id)!).opacity).toBe('0'));
    expect(logged()).toEqual([]);
  });

  it('keyboard focus opens the overlay and draws a visible focus ring', async () => {
    render(
      <>
        <button type="button">before</button>
        <Tile gif={gif} width={300} height={200} lazy={false} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tile(gif.id));
    await waitFor(() => expect(overlay(gif.id)?.dataset.state).toBe('open'));
    const style = getComputedStyle(tile(gif.id));
    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  it('paints the placeholder colour while loading and a checkerboard behind stickers', async () => {
    render(
      <>
        <Tile gif={sticker} width={150} height={150} lazy={false} />
        <Tile gif={{ ...gif, id: 'never-loads', images: { ...gif.images } }} width={150} height={100} noLink />
      </>,
    );
    await waitFor(() => expect(tile(sticker.id).dataset.state).toBe('loaded'));
    expect(getComputedStyle(tile(sticker.id)).backgroundImage).toMatch(/repeating-conic-gradient/);
    const loading = tile('never-loads');
    if (loading.dataset.state === 'loading') {
      expect(getComputedStyle(loading).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  it("an uploader without an avatar gets one of GIPHY's five default avatars", async () => {
    const faceless = { ...gif, id: 'faceless', user: { ...gif.user!, avatar_url: undefined } };
    render(<Tile gif={faceless} width={200} height={150} lazy={false} />);
    await userEvent.hover(tile('faceless'));
    await waitFor(() => expect(overlay('faceless')).not.toBeNull());
    const src = tile('faceless').querySelector('[data-gk-tile-avatar]')!.getAttribute('src');
    expect(src).toMatch(/^https:\/\/media\.giphy\.com\/avatars\/default[1-5]\.gif$/);
  });

  it('no user, no overlay; className and style reach the root; hideAttribution turns it off', async () => {
    render(
      <>
        <Tile gif={anonymous} width={200} height={150} className="mine" style={{ margin: 3 }} />
        <Tile gif={gif} width={200} height={150} hideAttribution />
      </>,
    );
    await userEvent.hover(tile(anonymous.id));
    // Hovered (after its 200 ms), with every transition run: an overlay would show by now.
    await waitFor(() => expect(tile(anonymous.id).dataset.hovered).toBe(''));
    await animationsFinished();
    expect(overlay(anonymous.id)).toBeNull();
    expect(tile(anonymous.id).className).toBe('mine');
    expect(tile(anonymous.id).style.margin).toBe('3px');
    await userEvent.hover(tile(gif.id));
    await waitFor(() => expect(tile(gif.id).dataset.hovered).toBe(''));
    await animationsFinished();
    expect(overlay(gif.id)).toBeNull();
  });

  it.each(LOOKS)('looks right: $name (screenshot, axe)', async (look) => {
    await renderLook(
      look,
      420,
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Tile gif={gif} width={look.width === 390 ? 170 : 260} height={160} lazy={false} />
        <Tile gif={sticker} width={160} height={160} lazy={false} />
        <Tile gif={recordedGif(2)} width={look.width === 390 ? 170 : 260} height={160} lazy={false} />
      </div>,
    );
    await waitFor(() =>
      expect([...document.querySelectorAll<HTMLElement>('[data-gk-tile]')].map((t) => t.dataset.state)).toEqual([
        'loaded',
        'loaded',
        'loaded',
      ]),
    );
    await userEvent.hover(tile(gif.id));
    await waitFor(() => expect(getComputedStyle(overlay(gif.id)!).opacity).toBe('1'));
    await waitFor(() =>
      expect((tile(gif.id).querySelector('[data-gk-tile-avatar]') as HTMLImageElement).complete).toBe(true),
    );
    await expectLook(`tile-${look.name}`);
  });
});
