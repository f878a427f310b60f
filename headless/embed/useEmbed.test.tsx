// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from '../../hooks/AnalyticsProvider';
import { createAnalytics } from '../../sdk/analytics/createAnalytics';
import { clientAnswering } from '../../test/support/clientAnswering';
import { boxCat } from '../../test/support/gifs';
import { MediaPreference } from '../shared/mediaPreference';
import { EmbedChangeType } from './changeTypes';
import { Embed } from './Embed';
import type { EmbedGif, EmbedOptions } from './types';

/** Box Cats' GIF (test/support/gifs.ts) with a display name to sanitize and a tracking payload. */
const gif = (overrides: Partial<EmbedGif> = {}): EmbedGif =>
  boxCat({
    user: { ...boxCat().user!, display_name: 'Cat <b>Z</b>' },
    analytics_response_payload: 'e=abc',
    ...overrides,
  });

function renderEmbed(options: Partial<EmbedOptions> = {}, wrap = (node: React.ReactNode) => node) {
  return render(
    <StrictMode>
      {wrap(
        <Embed gif={gif()} isMobile={false} {...options}>
          {(embed) => (
            <div {...embed.getRootProps()}>
              <a {...embed.getMediaLinkProps()}>
                {embed.mediaElement === 'video' ? (
                  <video {...embed.getMediaProps()} />
                ) : (
                  <img {...embed.getMediaProps()} alt={embed.alt} />
                )}
              </a>
              <button {...embed.getShareButtonProps()} />
              <button {...embed.getPauseButtonProps()} />
              {embed.externalVideo && <button {...embed.getWatchButtonProps()}>Watch</button>}
              {embed.state.watching && <iframe {...embed.getExternalVideoProps()} />}
              {embed.state.watching && <button {...embed.getBackButtonProps()}>GIF</button>}
              {embed.attribution && <a {...embed.getAttributionProps()}>{embed.attribution.name}</a>}
              <div {...embed.getFooterProps()}>
                <div {...embed.getRelatedProps()} />
              </div>
              {embed.error && <p {...embed.getErrorProps()}>{embed.error}</p>}
            </div>
          )}
        </Embed>,
      )}
    </StrictMode>,
  );
}

const root = () => document.querySelector('[data-gk-embed]') as HTMLElement;
const has = (name: string) => root().hasAttribute(name);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('hover timing', () => {
  it('turns on 150 ms after the pointer enters, not before', () => {
    renderEmbed();
    fireEvent.pointerEnter(root());
    advance(149);
    expect(has('data-hover')).toBe(false);
    advance(1);
    expect(has('data-hover')).toBe(true);
    expect(has('data-hovered-once')).toBe(true);
  });

  it('never turns on when the pointer leaves within 150 ms', () => {
    renderEmbed();
    fireEvent.pointerEnter(root());
    advance(100);
    fireEvent.pointerLeave(root());
    advance(500);
    expect(has('data-hover')).toBe(false);
  });

  it('turns off 70 ms after the pointer leaves', () => {
    renderEmbed();
    fireEvent.pointerEnter(root());
    advance(150);
    fireEvent.pointerLeave(root());
    advance(69);
    expect(has('data-hover')).toBe(true);
    advance(1);
    expect(has('data-hover')).toBe(false);
  });

  it('waits 1000 ms while the grid is active, then resets grid-active and scrolls the footer to the top', () => {
    renderEmbed();
    fireEvent.pointerEnter(root());
    advance(150);
    fireEvent.pointerEnter(document.querySelector('[data-gk-embed-related]') as Element);
    const footer = document.querySelector('[data-gk-embed-footer]') as HTMLElement;
    footer.scrollTop = 80;
    fireEvent.scroll(footer);
    expect(has('data-header-hidden')).toBe(true);
    expect(has('data-grid-active')).toBe(true);
    fireEvent.pointerLeave(root());
    advance(999);
    expect(has('data-hover')).toBe(true);
    advance(1);
    expect(has('data-hover')).toBe(false);
    expect(has('data-grid-active')).toBe(false);
    expect(has('data-header-hidden')).toBe(false);
    expect(footer.scrollTop).toBe(0);
  });

  it('coming back within the off delay keeps hover on', () => {
    renderEmbed();
    fireEvent.pointerEnter(root());
    advance(150);
    fireEvent.pointerLeave(root());
    advance(50);
    fireEvent.pointerEnter(root());
    advance(500);
    expect(has('data-hover')).toBe(true);
  });

  it('never hovers on mobile', () => {
    renderEmbed({ isMobile: true });
    fireEvent.pointerEnter(root());
    advance(1000);
    expect(has('data-hover')).toBe(false);
  });
});

describe('ready', () => {
  it('is ready 700 ms after mounting at the latest', () => {
    renderEmbed();
    advance(699);
    expect(root().dataset.state).toBe('loading');
    advance(1);
    expect(root().dataset.state).toBe('ready');
  });

  it('is ready when the entrance animation ends', () => {
    renderEmbed();
    fireEvent.animationEnd(root());
    expect(root().dataset.state).toBe('ready');
  });
});

describe('share, pause and external video', () => {
  it('opening share closes the hover effects and reports a Click', () => {
    const onEmbedEvent = vi.fn();
    const analytics = createAnalytics({
      transport: async () => undefined,
      consent: 'granted',
      onEmbedEvent,
      pageTarget: null,
    });
    renderEmbed({}, (node) => <AnalyticsProvider analytics={analytics}>{node}</AnalyticsProvider>);
    fireEvent.pointerEnter(root());
    advance(150);
    expect(onEmbedEvent).toHaveBeenCalledWith({ category: 'Embed', action: 'hover', label: 'Hover' });
    const share = document.querySelector('[data-gk-embed-share]') as HTMLElement;
    expect(share.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
    expect(has('data-share-open')).toBe(true);
    expect(has('data-hover')).toBe(false);
    expect(has('data-footer-open')).toBe(false);
    expect(onEmbedEvent).toHaveBeenCalledWith({ category: 'Embed', action: 'share-open', label: 'Click' });
  });

  it("lists the share menu: the favorite link, then the SDK's networks in its order, each a link of its own", () => {
    render(
      <Embed gif={gif()} isMobile={false} messages={{ favorite: 'Favori' }}>
        {(embed) => (
          <div {...embed.getRootProps()}>
            {embed.shareTargets.map(({ network, label }) => (
              <a key={network} {...embed.getShareLinkProps({ network })}>
                {label}
              </a>
            ))}
          </div>
        )}
      </Embed>,
    );
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-gk-embed-share-link]')];
    expect(links.map((a) => [a.dataset.network, a.textContent])).toEqual([
      ['favorite', 'Favori'],
      ['facebook', 'Facebook'],
      ['twitter', 'Twitter'],
      ['pinterest', 'Pinterest'],
      ['tumblr', 'Tumblr'],
      ['reddit', 'Reddit'],
      ['instagram', 'Instagram'],
    ]);
    expect(links.every((a) => /^https:\/\//.test(a.href))).toBe(true);
  });

  it('sends one START pingback when ready', async () => {
    const transport = vi.fn(async (_events: unknown[]) => undefined);
    const analytics = createAnalytics({ transport, consent: 'granted', pageTarget: null, queueEvents: false });
    renderEmbed({}, (node) => <AnalyticsProvider analytics={analytics}>{node}</AnalyticsProvider>);
    advance(700);
    await act(async () => {});
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[0]?.[0]).toMatchObject([{ action_type: 'START', analytics_response_payload: 'e=abc' }]);
  });

  it('pause swaps in the still; play brings the moving image back', () => {
    renderEmbed();
    const img = () => document.querySelector('img') as HTMLImageElement;
    expect(img().src).toBe('https://media.giphy.com/media/embedcat/giphy.gif');
    const pause = document.querySelector('[data-gk-embed-pause]') as HTMLElement;
    expect(pause.getAttribute('aria-label')).toBe('Pause');
    fireEvent.click(pause);
    expect(img().src).toBe('https://media.giphy.com/media/embedcat/giphy_s.gif');
    expect(pause.getAttribute('aria-label')).toBe('Play');
    fireEvent.click(pause);
    expect(img().src).toBe('https://media.giphy.com/media/embedcat/giphy.gif');
  });

  it('the Twitter variant pauses the video instead of swapping', () => {
    const pauseSpy = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const playSpy = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const video = gif({
      images: {
        original: { url: 'https://m.giphy.com/a.gif', mp4: 'https://m.giphy.com/a.mp4', width: 4, height: 3 },
        original_still: { url: 'https://m.giphy.com/a_s.gif', width: 4, height: 3 },
      },
    });
    renderEmbed({ gif: video, isTwitter: true });
    expect(document.querySelector('video')).not.toBeNull();
    fireEvent.click(document.querySelector('[data-gk-embed-pause]') as Element);
    expect(document.querySelector('video')).not.toBeNull();
    expect(pauseSpy).toHaveBeenCalled();
    fireEvent.click(document.querySelector('[data-gk-embed-pause]') as Element);
    expect(playSpy).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('Watch shows the provider iframe; the prompt follows playback; GIF goes back', () => {
    let report: ((p: 'playing' | 'paused') => void) | undefined;
    render(
      <Embed
        gif={gif({ external_media: { provider_name: 'YouTube', asset_uid: 'dQw4w9WgXcQ', start: 12 } })}
        isMobile={false}
      >
        {(embed) => {
          report = embed.reportExternalPlayback;
          return (
            <div {...embed.getRootProps()}>
              <button {...embed.getWatchButtonProps()}>Watch</button>
              {embed.state.watching && <iframe {...embed.getExternalVideoProps()} />}
              {embed.state.watching && <button {...embed.getBackButtonProps()}>GIF</button>}
            </div>
          );
        }}
      </Embed>,
    );
    fireEvent.click(document.querySelector('[data-gk-embed-watch]') as Element);
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.src).toMatch(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?.*mute=1.*start=11/);
    act(() => report?.('paused'));
    expect(has('data-back-prompt')).toBe(true);
    act(() => report?.('playing'));
    expect(has('data-back-prompt')).toBe(false);
    fireEvent.click(document.querySelector('[data-gk-embed-back]') as Element);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers no Watch for an unsupported provider or with hideVideo', () => {
    const { unmount } = renderEmbed({ gif: gif({ external_media: { provider_name: 'dailymotion', asset_uid: 'x' } }) });
    expect(document.querySelector('[data-gk-embed-watch]')).toBeNull();
    unmount();
    renderEmbed({ gif: gif({ external_media: { provider_name: 'vimeo', asset_uid: '123' } }), hideVideo: true });
    expect(document.querySelector('[data-gk-embed-watch]')).toBeNull();
  });
});

describe('mobile', () => {
  it('a tap on the image toggles the footer when there is external video', () => {
    renderEmbed({ isMobile: true, gif: gif({ external_media: { provider_name: 'vimeo', asset_uid: '123' } }) });
    const link = document.querySelector('[data-gk-embed-link]') as HTMLElement;
    const click = fireEvent.click(link);
    expect(click).toBe(false); // default prevented: no navigation
    expect(has('data-footer-open')).toBe(true);
    fireEvent.click(link);
    expect(has('data-footer-open')).toBe(false);
  });

  it('without external video the tap follows the link', () => {
    renderEmbed({ isMobile: true });
    expect(fireEvent.click(document.querySelector('[data-gk-embed-link]') as Element)).toBe(true);
    expect(has('data-footer-open')).toBe(false);
  });
});

describe('content rules', () => {
  it('credits public uploaders with sanitized names and links their profile in a new tab', () => {
    renderEmbed({ trackingQueryString: 'utm_source=embed' });
    const link = document.querySelector('[data-gk-embed-attribution]') as HTMLAnchorElement;
    expect(link.textContent).toBe('Cat Z');
    expect(link.href).toBe('https://giphy.com/boxcats?utm_source=embed');
    expect(link.target).toBe('_blank');
  });

  it('calls the attribution handler instead of opening the profile', () => {
    const onAttributionClick = vi.fn();
    renderEmbed({ onAttributionClick });
    const opened = fireEvent.click(document.querySelector('[data-gk-embed-attribution]') as Element);
    expect(opened).toBe(false);
    expect(onAttributionClick).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Cat Z', verified: true }),
      expect.anything(),
    );
  });

  it('no attribution for private uploaders or suppress_chrome', () => {
    const { unmount } = renderEmbed({ gif: gif({ user: { username: 'x', is_public: false } }) });
    expect(document.querySelector('[data-gk-embed-attribution]')).toBeNull();
    unmount();
    renderEmbed({ gif: gif({ user: { username: 'x', is_public: true, suppress_chrome: true } }) });
    expect(document.querySelector('[data-gk-embed-attribution]')).toBeNull();
  });

  it('only http(s) URLs reach attributes', () => {
    renderEmbed({
      gif: gif({
        url: 'javascript:alert(1)',
        images: { original: { url: 'javascript:alert(1)', width: 1, height: 1 } },
        user: { username: 'x', is_public: true, profile_url: 'javascript:alert(2)' },
      }),
    });
    expect(document.querySelector('[data-gk-embed-link]')?.hasAttribute('href')).toBe(false);
    expect(document.querySelector('[data-gk-embed-attribution]')?.hasAttribute('href')).toBe(false);
    expect(document.body.innerHTML).not.toContain('javascript:');
    expect(document.querySelector('[data-gk-embed-error]')?.textContent).toBe('This GIF could not be loaded.');
  });

  it('shows an error instead of a blank frame when the media fails', () => {
    renderEmbed();
    fireEvent.error(document.querySelector('img') as Element);
    expect(root().dataset.state).toBe('error');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('This GIF could not be loaded.');
  });
});

describe('controlled state and stateReducer', () => {
  it('a controlled flag wins; onPausedChange and onStateChange report the change with its type', () => {
    const onStateChange = vi.fn();
    const onPausedChange = vi.fn();
    renderEmbed({ paused: true, onPausedChange, onStateChange });
    expect(has('data-paused')).toBe(true);
    fireEvent.click(document.querySelector('[data-gk-embed-pause]') as Element);
    expect(has('data-paused')).toBe(true);
    expect(onPausedChange).toHaveBeenCalledWith(false);
    expect(onStateChange).toHaveBeenCalledWith({ type: EmbedChangeType.TogglePaused, paused: false });
    expect(EmbedChangeType.TogglePaused).toBe('__embed_toggle_paused__');
  });

  it('default flags start the embed; each onXChange hears its own field', () => {
    const onShareOpenChange = vi.fn();
    const onWatchingChange = vi.fn();
    renderEmbed({ defaultPaused: true, defaultShareOpen: false, onShareOpenChange, onWatchingChange });
    expect(has('data-paused')).toBe(true);
    fireEvent.click(document.querySelector('[data-gk-embed-pause]') as Element);
    expect(has('data-paused')).toBe(false);
    fireEvent.click(document.querySelector('[data-gk-embed-share]') as Element);
    expect(onShareOpenChange).toHaveBeenCalledWith(true);
    expect(onWatchingChange).not.toHaveBeenCalled();
  });

  it('stateReducer can refuse a change', () => {
    renderEmbed({
      stateReducer: (state, { type, changes }) => (type === EmbedChangeType.ShareOpen ? state : changes),
    });
    fireEvent.click(document.querySelector('[data-gk-embed-share]') as Element);
    expect(has('data-share-open')).toBe(false);
  });
});

describe('onEnded', () => {
  it('fires when the external video ends, not when it pauses', () => {
    const onEnded = vi.fn();
    let report: ((p: 'playing' | 'paused' | 'ended') => void) | undefined;
    render(
      <Embed
        gif={gif({ external_media: { provider_name: 'vimeo', asset_uid: '76979871' } })}
        isMobile={false}
        onEnded={onEnded}
      >
        {(embed) => {
          report = embed.reportExternalPlayback;
          return <button {...embed.getWatchButtonProps()}>Watch</button>;
        }}
      </Embed>,
    );
    act(() => report?.('ended')); // not watching yet: nothing ended
    fireEvent.click(document.querySelector('[data-gk-embed-watch]') as Element);
    act(() => report?.('paused'));
    expect(onEnded).not.toHaveBeenCalled();
    act(() => report?.('ended'));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

describe('WebP where the browser shows it', () => {
  const webpGif = () =>
    gif({
      images: {
        original: {
          url: 'https://media.giphy.com/media/abc123/giphy.gif',
          webp: 'https://media.giphy.com/media/abc123/giphy.webp',
          mp4: 'https://media.giphy.com/media/abc123/giphy.mp4',
          width: 400,
          height: 300,
        },
        original_still: { url: 'https://media.giphy.com/media/abc123/giphy_s.gif', width: 400, height: 300 },
      },
    });
  const media = () => document.querySelector('[data-gk-embed-media]') as HTMLElement;

  it('shows the WebP by default when the detected capabilities say WebP', () => {
    renderEmbed({ gif: webpGif() }, (node) => <MediaPreference capabilities={{ webp: true }}>{node}</MediaPreference>);
    expect(media().tagName).toBe('IMG');
    expect(media().getAttribute('src')).toBe('https://media.giphy.com/media/abc123/giphy.webp');
  });

  it('without WebP, the desktop video; supportsWebp overrides the detection', () => {
    renderEmbed({ gif: webpGif() }, (node) => <MediaPreference capabilities={{ webp: false }}>{node}</MediaPreference>);
    expect(media().tagName).toBe('VIDEO');
    cleanup();
    renderEmbed({ gif: webpGif(), supportsWebp: false }, (node) => (
      <MediaPreference capabilities={{ webp: true }}>{node}</MediaPreference>
    ));
    expect(media().tagName).toBe('VIDEO');
  });
});

describe('messages', () => {
  it('every accessible name and message comes from the messages table', () => {
    renderEmbed({
      gif: gif({ images: {} }),
      messages: { share: 'Partager', pause: 'Mettre en pause', mediaError: 'GIF introuvable.' },
    });
    expect(document.querySelector('[data-gk-embed-share]')?.getAttribute('aria-label')).toBe('Partager');
    expect(document.querySelector('[data-gk-embed-pause]')?.getAttribute('aria-label')).toBe('Mettre en pause');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('GIF introuvable.');
  });
});

describe('a GIF given by id', () => {
  const answering = (gif: EmbedGif) =>
    clientAnswering({ data: gif, meta: { status: 200, msg: 'OK', response_id: 'r' } });
  const notFound = () =>
    clientAnswering({ meta: { status: 404, msg: 'Not Found', response_id: 'r' } }, { status: 404 });
  const answered = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true));

  it('loads it with the client: loading, then ready with its media', async () => {
    const { client, urls } = answering(gif());
    renderEmbed({ gif: undefined, gifId: 'embedcat', client });
    expect(root().dataset.state).toBe('loading');
    expect(root().getAttribute('aria-busy')).toBe('true');
    await answered(() => !root().hasAttribute('aria-busy'));
    advance(700);
    expect(root().dataset.state).toBe('ready');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://media.giphy.com/media/embedcat/giphy.gif');
    expect(urls).toContain('/v1/gifs/embedcat');
  });

  it('a failure shows the error and reaches onError', async () => {
    const onError = vi.fn();
    renderEmbed({ gif: undefined, gifId: 'nope', client: notFound().client, onError });
    await answered(() => onError.mock.calls.length > 0);
    expect(root().dataset.state).toBe('error');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('This GIF could not be loaded.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });
});

describe('size rules', () => {
  it('reads the frame size at once, then at most every 500 ms', () => {
    let size = { width: 480, height: 480 };
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(
        () => ({ ...size, x: 0, y: 0, top: 0, left: 0, right: size.width, bottom: size.height }) as DOMRect,
      );
    renderEmbed();
    expect(has('data-compact')).toBe(false);
    size = { width: 240, height: 180 };
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(has('data-compact')).toBe(true);
    size = { width: 480, height: 220 };
    act(() => void window.dispatchEvent(new Event('resize')));
    advance(499);
    expect(has('data-compact')).toBe(true);
    advance(1);
    expect(has('data-compact')).toBe(false);
    expect(has('data-small-share')).toBe(true);
    rect.mockRestore();
  });
});
