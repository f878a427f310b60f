/**
 * The tile's media in real Chromium, over the mock's local GIF/WebP/MP4 loops (sdk/mock/media,
 * served by the test server): what the media policy picks for each capability, that it really
 * moves, and the fallbacks. Autoplay refusal is last: it is remembered for the page.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { cdp, commands, userEvent } from '@vitest/browser/context';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gifHeight } from '../../sdk/media/gifSize';
import { mediaPolicy } from '../../sdk/media/mediaPolicy';
import searchAnswer from '../../sdk/mock/fixtures/gifexpertapp__search-2024.json';
import stickerAnswer from '../../sdk/mock/fixtures/giphy-js__emoji-variations.json';
import { mockMediaRewriter } from '../../sdk/mock/mockMedia';
import { normalizeGif } from '../../sdk/normalize/gif';
import { MediaPreference } from '../shared/mediaPreference';
import { Tile } from './Tile';

const local = mockMediaRewriter({ baseUrl: new URL('/sdk/mock/media/', location.origin).href });
const gifs = local(searchAnswer).data.map((raw) => normalizeGif(raw));
const stickers = local(stickerAnswer).data.map((raw) => normalizeGif(raw));
const gif = gifs[0]!;
const sticker = stickers[0]!;

const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-tile]')];
const videoOf = (tile: HTMLElement) => tile.querySelector('video');
/** The tile's `<video>`, once created (a frame after the tile's first paint: ./firstPaint.ts). */
async function videoIn(tile: HTMLElement) {
  await expect.poll(() => videoOf(tile)).not.toBeNull();
  return videoOf(tile)!;
}
const imageOf = (tile: HTMLElement) => tile.querySelector('img');
const fileOf = (url: string | undefined) => url?.replace(/^.*\/media\//, '');
/** Resolves once the video's clock has moved on: it is really playing. */
const moving = (video: HTMLVideoElement) =>
  expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(0);

function renderTiles(items: typeof gifs, wrap = (node: ReactElement) => node, width = 132) {
  return render(
    wrap(
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, width: 408 }}>
        {items.map((item) => (
          <Tile key={item.id} gif={item} width={width} lazy={false} />
        ))}
      </div>,
    ),
  );
}

const errors = vi.spyOn(console, 'error');
afterEach(async () => {
  cleanup();
  window.scrollTo(0, 0);
  await commands.emulateMedia({ reducedMotion: null });
  await cdp().send('Emulation.clearDeviceMetricsOverride');
  expect(errors).not.toHaveBeenCalled();
});

describe('the media policy in a real browser', () => {
  it('every GIF in view plays its MP4 (or its WebP where recorded lighter), every sticker shows its WebP', async () => {
    renderTiles([...gifs, ...stickers]);
    const items = [...gifs, ...stickers];
    let videos = 0;
    for (const [index, tile] of tiles().entries()) {
      const item = items[index]!;
      const sizes = item.images[mediaPolicy(item, { width: 132, height: gifHeight(item, 132) })!.rendition.name]!;
      const lighterWebp = (sizes.webp_size ?? Infinity) < (sizes.mp4_size ?? 0);
      if (tile.dataset.sticker === '' || lighterWebp) {
        expect(tile.dataset.media).toBe('image');
        await waitFor(() => expect(tile.dataset.state).toBe('loaded'));
        expect(fileOf(imageOf(tile)!.currentSrc)).toMatch(/\.webp$/);
      } else {
        videos++;
        expect(tile.dataset.media).toBe('video');
        const video = await videoIn(tile);
        await moving(video);
        expect(fileOf(video.src)).toMatch(/\.mp4$/);
        expect(video.muted).toBe(true);
        await waitFor(() => expect(tile.dataset.state).toBe('loaded'));
      }
    }
    expect(videos).toBeGreaterThan(gifs.length / 2);
  });

  it('a sticker keeps its transparency (a WebP with an alpha channel, over the checkerboard)', async () => {
    renderTiles([sticker]);
    const [tile] = tiles();
    await waitFor(() => expect(tile!.dataset.state).toBe('loaded'));
    const image = imageOf(tile!)!;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const transparent = data.filter((_, index) => index % 4 === 3 && data[index]! < 255).length;
    expect(transparent).toBeGreaterThan(0);
    expect(tile!.style.getPropertyValue('--gk-tile-placeholder')).toContain('conic-gradient');
  });

  it('WebP unsupported: the GIF, with no WebP source', async () => {
    renderTiles([gif, sticker], (node) => (
      <MediaPreference capabilities={{ webp: false, autoplay: false }}>{node}</MediaPreference>
    ));
    for (const tile of tiles()) {
      await waitFor(() => expect(tile.dataset.state).toBe('loaded'));
      expect(tile.querySelector('source')).toBeNull();
      expect(fileOf(imageOf(tile)!.currentSrc)).toMatch(/\/s\.gif$/);
      expect(tile.dataset.format).toBe('gif');
    }
  });

  it('reduced motion: the still frame, and the moving video while hovered', async () => {
    await commands.emulateMedia({ reducedMotion: 'reduce' });
    renderTiles([gif]);
    const [tile] = tiles();
    await waitFor(() => expect(tile!.dataset.still).toBe(''));
    expect(fileOf(imageOf(tile!)!.src)).toMatch(/\/still\.gif$/);
    await userEvent.hover(tile!);
    await waitFor(() => expect(videoOf(tile!)).not.toBeNull());
    await moving(videoOf(tile!)!);
    expect(tile!.dataset.still).toBeUndefined();
  });

  it('save-data: the still frame until focused', async () => {
    renderTiles([gif], (node) => <MediaPreference capabilities={{ saveData: true }}>{node}</MediaPreference>);
    const [tile] = tiles();
    expect(tile!.dataset.still).toBe('');
    expect(fileOf(imageOf(tile!)!.src)).toMatch(/\/still\.gif$/);
    act(() => tile!.focus());
    await waitFor(() => expect(videoOf(tile!)).not.toBeNull());
    await moving(videoOf(tile!)!);
  });

  it('DPR 2: a 150 px tile loads the 200w rendition (210 device px at the 1.4× cap), 100w at DPR 1', async () => {
    renderTiles([gif], undefined, 150);
    await moving(await videoIn(tiles()[0]!));
    expect(fileOf(videoOf(tiles()[0]!)!.src)).toMatch(/\/s\.mp4$/);
    cleanup();
    // A 2× screen, the viewport kept: devicePixelRatio and the resolution media query follow.
    await cdp().send('Emulation.setDeviceMetricsOverride', {
      width: 0,
      height: 0,
      deviceScaleFactor: 2,
      mobile: false,
    });
    await expect.poll(() => window.devicePixelRatio).toBe(2);
    renderTiles([gif, sticker], undefined, 150);
    const [gifTile, stickerTile] = tiles();
    await moving(await videoIn(gifTile!));
    expect(fileOf(videoOf(gifTile!)!.src)).toMatch(/\/m\.mp4$/);
    await waitFor(() => expect(stickerTile!.dataset.state).toBe('loaded'));
    expect(fileOf(imageOf(stickerTile!)!.currentSrc)).toMatch(/\/m\.webp$/);
  });

  it('a video is no Tab stop: tabIndex -1 (Chromium reports 0 for a bare <video>), and a click focuses the tile', async () => {
    render(<Tile gif={gif} width={132} lazy={false} noLink />); // button-like: a click stays on the page
    const [tile] = tiles();
    const video = await videoIn(tile!);
    // Focus traps find their edges by `tabIndex >= 0`: a video there was taken for a stop.
    expect(video.tabIndex).toBe(-1);
    // A click where the video is focuses the tile (a focusable video would take the focus itself).
    await userEvent.click(tile!);
    expect(document.activeElement).toBe(tile);
  });

  it('a tile out of view loads nothing and does not play; in view it plays, out again it pauses', async () => {
    const inView = gifs.find(
      (other) =>
        other.id !== gif.id && mediaPolicy(other, { width: 132, height: gifHeight(other, 132) })?.kind === 'video',
    )!;
    render(
      <div style={{ height: '300vh', position: 'relative' }}>
        <Tile gif={inView} width={132} />
        <div style={{ position: 'absolute', top: '200vh' }}>
          <Tile gif={gif} width={132} />
        </div>
      </div>,
    );
    const [control, tile] = tiles();
    const video = await videoIn(tile!);
    // The tile in view has started and plays: the one out of view must not have.
    await moving(await videoIn(control!));
    expect(video.paused).toBe(true);
    expect(video.getAttribute('src')).toBeNull();
    expect(video.readyState).toBe(0);
    tile!.scrollIntoView();
    await moving(video);
    window.scrollTo(0, 0);
    await expect.poll(() => video.paused).toBe(true);
  });

  it('a broken video falls back to the image at once', async () => {
    const broken = {
      ...gif,
      id: 'broken',
      images: {
        ...gif.images,
        fixed_width_small: { ...gif.images.fixed_width_small!, mp4: `${location.origin}/missing/100w.mp4` },
      },
    };
    renderTiles([broken]);
    const [tile] = tiles();
    expect(tile!.dataset.media).toBe('video');
    await waitFor(() => expect(tile!.dataset.media).toBe('image'));
    await waitFor(() => expect(tile!.dataset.state).toBe('loaded'));
    expect(fileOf(imageOf(tile!)!.currentSrc)).toMatch(/\/s\.webp$/);
  });

  it('a WebP image is one <img> (WebP support is detected, no <picture>), and a broken WebP shows its GIF', async () => {
    const broken = {
      ...sticker,
      id: 'broken-webp',
      images: Object.fromEntries(
        Object.entries(sticker.images).map(([name, file]) => [
          name,
          file && { ...file, webp: file.webp && `${location.origin}/missing/${name}.webp` },
        ]),
      ),
    };
    renderTiles([sticker, broken]);
    const [good, bad] = tiles();
    await waitFor(() => expect(good!.dataset.state).toBe('loaded'));
    expect(good!.querySelector('picture, source')).toBeNull();
    expect(good!.children).toHaveLength(1);
    expect(fileOf(imageOf(good!)!.currentSrc)).toMatch(/\.webp$/);
    await waitFor(() => expect(bad!.dataset.format).toBe('gif'));
    await waitFor(() => expect(bad!.dataset.state).toBe('loaded'));
    expect(fileOf(imageOf(bad!)!.currentSrc)).toMatch(/\.gif$/);
  });

  // Last: a refusal is remembered for the page.
  it('autoplay refused: the tile shows the moving WebP at once, and so does every tile after it', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('The play() request was refused.', 'NotAllowedError'));
    renderTiles([gif]);
    const [tile] = tiles();
    await waitFor(() => expect(tile!.dataset.media).toBe('image'));
    await waitFor(() => expect(tile!.dataset.state).toBe('loaded'));
    expect(fileOf(imageOf(tile!)!.currentSrc)).toMatch(/\/s\.webp$/);
    expect(play).toHaveBeenCalled();
    cleanup();
    renderTiles([gifs[1]!]);
    expect(tiles()[0]!.dataset.media).toBe('image');
    play.mockRestore();
  });
});
