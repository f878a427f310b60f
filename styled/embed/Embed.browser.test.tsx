// The styled embed player in real Chromium: hover timing (150/70/1000 ms on a fake clock), the
// share dialog's keyboard and focus, select-on-focus of its two fields, the three frame sizes
// (screenshots in .tmp/screenshots/embed/), a mobile user agent, the external video against
// local stand-ins for YouTube (player page and IFrame API) and Vimeo (pause/play and mute/unmute
// reaching them, Vimeo's colour and playback reports), axe, and no console noise.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, page, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { embedClient, renderSizedEmbed, Sized } from '../../test/browser/embedHarness';
import {
  listenToStandIn,
  routeProviderStandIns,
  standInSays,
  standInWindow,
} from '../../test/browser/providerStandIns';
import { animationsFinished } from '../../test/browser/settle';
import { seriousViolations, watchConsole } from '../../test/browser/skinHarness';
import { expectOwnStylesheetSame } from '../../test/browser/skinStylesheet';
import { boxCat } from '../../test/support/gifs';
import { Embed, type EmbedProps } from './Embed';

const gif = boxCat({ external_media: { provider_name: 'youtube', asset_uid: 'dQw4w9WgXcQ', start: 30 } });

const q = (selector: string) => document.querySelector<HTMLElement>(selector);
const root = () => q('[data-gk-embed]')!;
const renderEmbed = (props: Partial<EmbedProps> = {}, width = 480, height = 480) =>
  renderSizedEmbed(gif, props, width, height);
/**
 * Hovers the GIF, presses Watch and returns the external video's iframe once it is there. Like a
 * person, it presses Watch once the footer stands still: open, its related grid answered (the
 * grid's height moves the footer, and Watch with it, up: none for this GIF, so 72 px) and the
 * slide over. Pressed while it moves, the press can end on the GIF instead (seen on a loaded CI).
 */
async function watch(): Promise<HTMLIFrameElement> {
  await userEvent.hover(q('[data-gk-embed-media]')!);
  await waitFor(() => expect(root().hasAttribute('data-footer-open')).toBe(true));
  await waitFor(() => expect(q('[data-gk-embed-related] [data-gk-grid]')?.dataset.state).toBe('done'));
  await animationsFinished();
  await userEvent.click(await screen.findByRole('button', { name: 'Watch' }));
  return (await waitFor(() => {
    const element = q('[data-gk-embed-external]');
    expect(element).not.toBeNull();
    return element;
  })) as HTMLIFrameElement;
}
const shot = async (name: string) => {
  await page.screenshot({ path: `../../.tmp/screenshots/embed/${name}.png`, element: page.getByTestId('frame') });
  await expectOwnStylesheetSame();
};

beforeAll(async () => {
  await commands.routeGiphyMedia();
  await routeProviderStandIns();
  await page.viewport(900, 700);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('styled Embed', () => {
  it('hover: on after 150 ms, off 70 ms after leaving, 1000 ms after leaving from the related grid', async () => {
    // Only setTimeout is faked: React's scheduler and the pointer events stay real.
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const hovered = () => root().hasAttribute('data-hover');
    const known = (await embedClient.trendingGifs({ limit: 1 })).data[0]!.id; // the mock relates known ids only
    renderEmbed({ gif: { ...gif, id: known } });
    await waitFor(() => expect(root().dataset.state).toBe('ready'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.hover(q('[data-gk-embed-media]')!);
    vi.advanceTimersByTime(149);
    await frame();
    expect(hovered()).toBe(false);
    vi.advanceTimersByTime(1);
    await frame();
    expect(hovered()).toBe(true);
    await userEvent.hover(q('[data-outside]')!);
    vi.advanceTimersByTime(69);
    await frame();
    expect(hovered()).toBe(true);
    vi.advanceTimersByTime(1);
    await frame();
    expect(hovered()).toBe(false);

    await userEvent.hover(q('[data-gk-embed-media]')!);
    vi.advanceTimersByTime(150);
    await frame();
    vi.useRealTimers();
    const related = await waitFor(() => {
      const element = q('[data-gk-embed-related]');
      expect(element).not.toBeNull();
      return element!;
    });
    await waitFor(() => expect(related.querySelectorAll('[data-gk-tile]').length).toBeGreaterThan(0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.hover(related.querySelector('h2')!);
    await frame();
    expect(root().hasAttribute('data-grid-active')).toBe(true);
    await userEvent.hover(q('[data-outside]')!);
    vi.advanceTimersByTime(999);
    await frame();
    expect(hovered()).toBe(true);
    vi.advanceTimersByTime(1);
    await frame();
    expect(hovered()).toBe(false);
    expect(root().hasAttribute('data-grid-active')).toBe(false);
  });

  it('shows header, footer and attribution on hover; pause swaps in the still', async () => {
    const logged = watchConsole();
    renderEmbed();
    await userEvent.hover(q('[data-gk-embed-media]')!);
    await waitFor(() => expect(root().hasAttribute('data-footer-open')).toBe(true));
    await waitFor(() => expect(getComputedStyle(q('[data-gk-embed-overlay]')!).opacity).toBe('1'));
    screen.getByText('Box Cats'); // throws when missing
    expect(q('[data-gk-embed-avatar]')!.getBoundingClientRect().width).toBe(32);
    expect(q('[data-gk-embed] [data-gk-verified]')!.getBoundingClientRect().width).toBe(14);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const still = q('[data-gk-embed-media]') as HTMLImageElement;
    expect(still.src).toContain('giphy_s.gif');
    await still.decode();
    await animationsFinished();
    await shot('480x480-hover');
    expect(await seriousViolations(root())).toEqual([]);
    expect(logged()).toEqual([]);
  });

  it('three frame sizes: 480×480 full chrome, 400×220 small share panel, 240×180 GIF only', async () => {
    renderEmbed({}, 480, 480);
    await waitFor(() => expect(root().dataset.state).toBe('ready'));
    await shot('480x480');
    cleanup();

    renderEmbed({}, 400, 220);
    await userEvent.hover(q('[data-gk-embed-media]')!);
    await waitFor(() => expect(root().hasAttribute('data-hover')).toBe(true));
    expect(root().hasAttribute('data-small-share')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.hasAttribute('data-small')).toBe(true);
    await animationsFinished();
    await shot('400x220-share');
    cleanup();

    renderEmbed({}, 240, 180);
    await waitFor(() => expect(root().hasAttribute('data-compact')).toBe(true));
    expect(q('[data-gk-embed-header]')).toBeNull();
    expect(q('[data-gk-embed-footer]')).toBeNull();
    expect(q('[data-gk-embed-share]')).toBeNull();
    await shot('240x180');
  });

  it('share dialog: focus inside, fields select on focus, Escape closes, focus back on Share', async () => {
    const logged = watchConsole();
    renderEmbed();
    await userEvent.hover(q('[data-gk-embed-media]')!);
    const share = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(share);
    const dialog = await screen.findByRole('dialog', { name: 'Share this GIF' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await seriousViolations(dialog)).toEqual([]);
    const code = screen.getByLabelText('Embed code') as HTMLInputElement;
    expect(code.value).toMatch(/^<iframe src="https:\/\/giphy\.com\/embed\/embedcat" title="Cat in a box"/);
    code.focus();
    await waitFor(() => expect([code.selectionStart, code.selectionEnd]).toEqual([0, code.value.length]));
    const link = screen.getByLabelText('Link') as HTMLInputElement;
    await userEvent.click(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
    expect(link.value).toBe('https://giphy.com/gifs/embedcat');
    for (let i = 0; i < 15; i++) await userEvent.keyboard('{Tab}');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(share);
    expect(logged()).toEqual([]);
  });

  it('share dialog: one click, one window: popups at 480×480 (Twitter 750×350), the link stands down', async () => {
    // window.open as Chromium has it: `null` under `noopener` even though the popup opened.
    const popups: { opener: unknown; location: { href: string } }[] = [];
    const open = vi.spyOn(window, 'open').mockImplementation((_url, _name, features = '') => {
      if (features.split(',').includes('noopener')) return null;
      const popup = { opener: window, location: { href: 'about:blank' } };
      popups.push(popup);
      return popup as unknown as Window;
    });
    const navigations: boolean[] = []; // per click: would the link still open its own tab?
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest('[data-network]')) return;
      navigations.push(!event.defaultPrevented);
      event.preventDefault(); // after the embed's handler: the test never leaves the machine
    };
    window.addEventListener('click', onClick);
    try {
      renderEmbed();
      await userEvent.hover(q('[data-gk-embed-media]')!);
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      const dialog = await screen.findByRole('dialog');
      for (const network of ['facebook', 'twitter', 'pinterest'])
        await userEvent.click(dialog.querySelector(`[data-network="${network}"]`)!);
      expect(open.mock.calls.map((call) => call[2])).toEqual([
        'width=480,height=480',
        'width=750,height=350',
        'width=480,height=480',
      ]);
      expect(popups.map((popup) => [popup.opener, new URL(popup.location.href).hostname])).toEqual([
        [null, 'www.facebook.com'],
        [null, 'twitter.com'],
        [null, 'www.pinterest.com'],
      ]);
      expect(navigations).toEqual([false, false, false]);
    } finally {
      window.removeEventListener('click', onClick);
      open.mockRestore();
    }
  });

  it('share dialog: one row of social links in order, screenshots light, dark and right-to-left', async () => {
    for (const [name, theme, dir] of [
      ['light', 'light', 'ltr'],
      ['dark', 'dark', 'ltr'],
      ['rtl', 'light', 'rtl'],
    ] as const) {
      render(
        <div data-gk-theme={theme} dir={dir}>
          <Sized width={480} height={480}>
            <Embed gif={gif} isMobile={false} offline />
          </Sized>
        </div>,
      );
      await userEvent.hover(q('[data-gk-embed-media]')!);
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      const dialog = await screen.findByRole('dialog', { name: 'Share this GIF' });
      const row = [...dialog.querySelectorAll<HTMLAnchorElement>('[data-gk-embed-share-networks] > a')];
      expect(row.map((a) => a.textContent)).toEqual([
        'Favorite',
        'Facebook',
        'Twitter',
        'Pinterest',
        'Tumblr',
        'Reddit',
        'Instagram',
      ]);
      expect(row.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);
      expect(row.map((a) => new URL(a.href).hostname)).toEqual([
        'giphy.com',
        'www.facebook.com',
        'twitter.com',
        'www.pinterest.com',
        'www.tumblr.com',
        'www.reddit.com',
        'giphy.com',
      ]);
      await animationsFinished();
      await shot(`share-${name}`);
      expect(await seriousViolations(dialog)).toEqual([]);
      cleanup();
    }
  }, 30_000);

  it('Watch loads the YouTube player URL and the API script; the prompt follows playback', async () => {
    const players = standInWindow.standInPlayers ?? 0;
    renderEmbed({ offline: false });
    const iframe = await watch();
    const src = new URL(iframe.src);
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      start: '29',
      enablejsapi: '1',
      rel: '0',
      fs: '0',
    });
    await waitFor(() =>
      expect(document.querySelector('script[src="https://www.youtube.com/iframe_api"]')).not.toBeNull(),
    );
    await waitFor(() => expect(standInWindow.standInPlayers).toBe(players + 1));
    window.postMessage({ standInState: 2 }, location.origin);
    await waitFor(() => expect(root().hasAttribute('data-back-prompt')).toBe(true));
    await shot('480x480-back-prompt');
    window.postMessage({ standInState: 1 }, location.origin);
    await waitFor(() => expect(root().hasAttribute('data-back-prompt')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Back to the GIF' }));
    await waitFor(() => expect(q('[data-gk-embed-media]')).not.toBeNull());
  });

  it("the external video's frame is named by the embed's externalVideoTitle message; its player URL is the provider's", async () => {
    for (const [provider, asset, player] of [
      ['youtube', 'dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['vimeo', '76979871', 'https://player.vimeo.com/video/76979871'],
    ] as const) {
      renderEmbed({
        gif: { ...gif, external_media: { provider_name: provider, asset_uid: asset } },
        messages: { externalVideoTitle: (name) => `Vidéo ${name}` },
      });
      const iframe = await watch();
      expect(iframe.title).toBe(provider === 'youtube' ? 'Vidéo YouTube' : 'Vidéo Vimeo');
      expect(screen.getByTitle(iframe.title)).toBe(iframe);
      const src = new URL(iframe.src);
      expect(src.origin + src.pathname).toBe(player);
      expect(src.searchParams.get(provider === 'youtube' ? 'mute' : 'muted')).toBe('1');
      // Both hooks' parts are on the one frame: the embed's and the player's (its playback).
      expect(iframe.hasAttribute('data-gk-external-video')).toBe(true);
      cleanup();
    }
  });

  it("the player's pause/play and mute/unmute reach YouTube's and Vimeo's players, at their origin", async () => {
    for (const [provider, origin, asset] of [
      ['youtube', 'https://www.youtube.com', 'dQw4w9WgXcQ'],
      ['vimeo', 'https://player.vimeo.com', '76979871'],
    ] as const) {
      const player = listenToStandIn(origin);
      const commandsHeard = () =>
        player.heard.received.filter(({ message }) => {
          const { func, method } = message as { func?: string; method?: string };
          return func || ['play', 'pause', 'setVolume'].includes(method ?? '');
        });
      const clip = { ...gif, external_media: { provider_name: provider, asset_uid: asset } };
      const view = (flags: { paused: boolean; muted: boolean }) => (
        <Sized width={480} height={480}>
          <Embed gif={clip} isMobile={false} offline paused={flags.paused} muted={flags.muted} />
        </Sized>
      );
      const { rerender } = render(view({ paused: false, muted: true }));
      await watch();
      await waitFor(() => expect(player.heard.ready).toBe(true));
      expect(commandsHeard()).toEqual([]); // it starts as its URL says: muted, playing
      rerender(view({ paused: false, muted: false }));
      rerender(view({ paused: true, muted: false }));
      rerender(view({ paused: false, muted: false }));
      rerender(view({ paused: false, muted: true }));
      const want =
        provider === 'youtube'
          ? ['unMute', 'pauseVideo', 'playVideo', 'mute'].map((func) => ({ event: 'command', func, args: [] }))
          : [
              { method: 'setVolume', value: 1 },
              { method: 'pause' },
              { method: 'play' },
              { method: 'setVolume', value: 0 },
            ];
      await waitFor(() => expect(commandsHeard()).toEqual(want.map((message) => ({ message, from: location.origin }))));
      player.stop();
      cleanup();
    }
  }, 30_000);

  it('offline, the YouTube API script is never requested and no API player is made', async () => {
    const scripts = document.querySelectorAll('script[src*="iframe_api"]').length;
    const loaded = standInWindow.YT;
    const Player = vi.fn();
    standInWindow.YT = { Player };
    const player = listenToStandIn('https://www.youtube.com');
    try {
      renderEmbed(); // offline
      await watch();
      await waitFor(() => expect(player.heard.ready).toBe(true)); // loaded: the embed is past connecting
      expect(Player).not.toHaveBeenCalled();
      expect(document.querySelectorAll('script[src*="iframe_api"]')).toHaveLength(scripts);
    } finally {
      player.stop();
      standInWindow.YT = loaded;
    }
  });

  it("Vimeo: the player URL carries the embed's colour; its pause and play move the back-to-GIF prompt", async () => {
    const clip = { ...gif, external_media: { provider_name: 'vimeo', asset_uid: '76979871' } };
    for (const [videoColor, color] of [
      [undefined, '9933ff'],
      ['#00CCFF', '00ccff'],
    ] as const) {
      const player = listenToStandIn('https://player.vimeo.com');
      render(
        <Sized width={480} height={480}>
          <Embed gif={clip} isMobile={false} offline videoColor={videoColor} />
        </Sized>,
      );
      const iframe = await watch();
      expect(new URL(iframe.src).searchParams.get('color')).toBe(color);
      await waitFor(() => expect(player.heard.ready).toBe(true));
      const say = (event: string) => standInSays(iframe, 'https://player.vimeo.com', JSON.stringify({ event }));
      say('ready');
      await waitFor(() =>
        expect(player.heard.received.map(({ message }) => message)).toEqual(
          ['play', 'pause', 'finish'].map((value) => ({ method: 'addEventListener', value })),
        ),
      );
      say('pause');
      await waitFor(() => expect(root().hasAttribute('data-back-prompt')).toBe(true));
      expect(iframe.dataset.state).toBe('paused');
      say('play');
      await waitFor(() => expect(root().hasAttribute('data-back-prompt')).toBe(false));
      player.stop();
      cleanup();
    }
  });

  it('mobile user agent: no hover, no share; tap toggles the 100 px footer; View on link', async () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    render(
      <Sized width={390} height={480}>
        <Embed gif={gif} offline />
      </Sized>,
    );
    await waitFor(() => expect(root().hasAttribute('data-mobile')).toBe(true));
    expect(q('[data-gk-embed-share]')).toBeNull();
    await userEvent.click(q('[data-gk-embed-media]')!);
    await waitFor(() => expect(root().hasAttribute('data-footer-open')).toBe(true));
    await animationsFinished();
    expect(q('[data-gk-embed-footer]')!.getBoundingClientRect().height).toBe(100);
    const viewOn = screen.getByRole('link', { name: 'View on GIPHY' });
    const box = viewOn.getBoundingClientRect();
    expect(box.height).toBe(34);
    expect(box.width).toBeLessThanOrEqual(340);
    screen.getByRole('button', { name: 'Watch' }); // throws when missing
    await shot('mobile-footer');
    expect(await seriousViolations(root())).toEqual([]);
    agent.mockRestore();
  });
});
