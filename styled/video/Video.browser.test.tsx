// The styled player in real Chromium: a WebM recorded in the page and served at GIPHY-like
// https URLs (commands.ts), controls hidden until hover and pinned by persistentControls, each
// part hideable, the progress fill, play/pause icons, axe, no console noise, screenshots.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../styled.css';
import {
  expectLook,
  LOOKS,
  renderLook,
  routeRecordedVideo,
  setViewport,
  watchConsole,
} from '../../test/browser/skinHarness';
import { makeClip } from '../../test/support/videoTesting';
import { Video } from './Video';

const clip = makeClip({
  id: 'styledclip',
  images: {
    original_still: { url: 'https://media.giphy.com/media/styledclip/still.png', width: 640, height: 360 },
    fixed_width_still: { url: 'https://media.giphy.com/media/styledclip/200w_s.png', width: 200, height: 113 },
  },
  video: {
    assets: { '360p': { url: 'https://media.giphy.com/media/styledclip/360.mp4', width: 640, height: 360 } },
  },
});
const q = (selector: string) => document.querySelector<HTMLElement>(selector);
const opacity = (selector: string) => getComputedStyle(q(selector)!).opacity;

beforeAll(() => routeRecordedVideo({ seconds: 2, width: 320, height: 180 }));
afterEach(cleanup);

describe('styled Video', () => {
  it('plays; controls fade in on hover and out when the pointer leaves', async () => {
    const logged = watchConsole();
    await setViewport(LOOKS[0]!);
    render(<Video gif={clip} width={480} className="player" />);
    await waitFor(() => expect(q('[data-gk-video]')!.dataset.state).toBe('playing'));
    expect(q('[data-gk-video]')!.getBoundingClientRect().width).toBe(480);
    expect(q('[data-gk-video]')!.className).toBe('player');
    expect(opacity('[data-gk-video-controls]')).toBe('0');
    await userEvent.hover(q('[data-gk-video-media]')!);
    await waitFor(() => expect(opacity('[data-gk-video-controls]')).toBe('1'));
    expect(screen.getByRole('button', { name: 'Pause' }).querySelector('svg')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(q('[data-gk-video]')!.dataset.state).toBe('paused'));
    screen.getByRole('button', { name: 'Play' }); // throws when missing
    const fill = getComputedStyle(q('[data-gk-video-progress]')!, '::before').width;
    expect(Number.parseFloat(fill)).toBeGreaterThan(0);
    expect(logged()).toEqual([]);
  });

  it('persistentControls keeps them visible; each part can be hidden', async () => {
    render(<Video gif={clip} width={400} persistentControls hideMute hideProgress autoPlay={false} />);
    await waitFor(() => expect(opacity('[data-gk-video-controls]')).toBe('1'));
    expect(q('[data-gk-video-play-pause]')).not.toBeNull();
    expect(q('[data-gk-video-mute]')).toBeNull();
    expect(q('[data-gk-video-progress]')).toBeNull();
    cleanup();
    render(<Video gif={clip} width={400} persistentControls hidePlayPause hideAttribution autoPlay={false} />);
    await waitFor(() => expect(q('[data-gk-video-mute]')).not.toBeNull());
    expect(q('[data-gk-video-play-pause]')).toBeNull();
    expect(q('[data-gk-video-attribution]')).toBeNull();
  });

  it('fills its container without a width, and keyboard focus shows the controls with a ring', async () => {
    render(
      <div style={{ width: 360 }}>
        <button type="button">before</button>
        <Video gif={clip} autoPlay={false} />
      </div>,
    );
    await waitFor(() => expect(q('[data-gk-video]')!.getBoundingClientRect().width).toBe(360));
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.hasAttribute('data-gk-video-play-pause')).toBe(true);
    await waitFor(() => expect(opacity('[data-gk-video-controls]')).toBe('1'));
    expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('solid');
  });

  it.each(LOOKS)('looks right: $name (screenshot, axe)', async (look) => {
    const logged = watchConsole();
    await renderLook(look, 500, <Video gif={clip} width={look.width === 390 ? 358 : 560} persistentControls />);
    const bar = () => q('[data-gk-video-progress]')!;
    await waitFor(() =>
      expect(Number.parseFloat(bar().style.getPropertyValue('--gk-video-progress'))).toBeGreaterThan(30),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(opacity('[data-gk-video-controls]')).toBe('1'));
    const fill = Number.parseFloat(getComputedStyle(bar(), '::before').width);
    expect(fill / bar().getBoundingClientRect().width).toBeGreaterThan(0.29);
    await expectLook(`video-${look.name}`, logged);
  });
});
