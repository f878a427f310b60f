/**
 * The styled single-clip embed player: the headless `<Embed>` drawn as GIPHY's player. The GIF
 * fills the frame; a header with the logo and share button slides in on hover with pause/play,
 * over a darkening overlay, while the corner marker moves away; the footer carries the
 * attribution, Watch, pause/play (Twitter variant) and the related grid. The share dialog, the
 * external video player and the related grid are loaded only when shown. Given `gifId` instead
 * of `gif`, it loads the GIF with its client first. See docs/embed.md.
 */
import { lazy, Suspense, useRef } from 'react';
import { type EmbedResult, Embed as HeadlessEmbed, type EmbedProps as HeadlessEmbedProps } from '../../headless';
import { canDo, type GifSource } from '../../sdk';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { PauseIcon, PlayIcon, VerifiedBadge } from '../shared/icons';
import { Logo, ShareIcon } from './embedIcons';

const ShareDialog = lazy(() => import('./ShareDialog'));
const ExternalVideo = lazy(() => import('./ExternalVideo'));
const RelatedGifs = lazy(() => import('./RelatedGifs'));

/** The styled `<Embed>`'s props: the headless embed's options and the skin's `className` / `style`. */
export interface EmbedProps extends Omit<HeadlessEmbedProps, 'children' | 'client'>, SkinProps {
  /** No network beyond the page's own: the YouTube IFrame API script is never loaded. */
  offline?: boolean;
  /** Hides the related grid. */
  hideRelated?: boolean;
  /**
   * The client that loads `gifId` and the related grid; default the nearest `GiphyProvider`'s
   * (without either, no related grid). A page that needs no React Query passes its SDK client
   * here (`createGiphyClient`, or `createGiphyCore` / `createGifReader`: it calls `getGif` and
   * `relatedGifs` only).
   */
  client?: GifSource;
}

function PauseButton({ embed }: { embed: EmbedResult }) {
  return <button {...embed.getPauseButtonProps()}>{embed.state.paused ? <PlayIcon /> : <PauseIcon />}</button>;
}

function Media({ embed }: { embed: EmbedResult }) {
  if (!embed.media) return null;
  const props = embed.getMediaProps();
  return (
    <a {...embed.getMediaLinkProps()}>
      {embed.mediaElement === 'video' ? <video {...props} /> : <img {...props} alt={embed.alt} />}
    </a>
  );
}

interface FooterProps {
  embed: EmbedResult;
  /** The client of the related grid; none: no grid. */
  related: GifSource | undefined;
}

function Footer({ embed, related }: FooterProps) {
  const { attribution, externalVideo, layout, isMobile, messages } = embed;
  return (
    <div {...embed.getFooterProps()}>
      <div data-gk-embed-footer-bar="">
        {attribution && (
          <a {...embed.getAttributionProps()}>
            <img data-gk-embed-avatar="" src={attribution.avatar || undefined} alt="" width={32} height={32} />
            <span data-gk-embed-names="">
              <span data-gk-embed-name="">
                {attribution.name}
                {attribution.verified && <VerifiedBadge />}
              </span>
              {attribution.username && <span data-gk-embed-username="">@{attribution.username}</span>}
            </span>
          </a>
        )}
        {externalVideo && <button {...embed.getWatchButtonProps()}>{messages.watch}</button>}
        {embed.isTwitter && <PauseButton embed={embed} />}
        {isMobile && <a {...embed.getViewOnProps()}>{messages.viewOn(embed.productName)}</a>}
      </div>
      {related && embed.gif && layout.footerOpen && (
        <Suspense fallback={null}>
          <RelatedGifs embed={embed} gifId={embed.gif.id} client={related} />
        </Suspense>
      )}
    </div>
  );
}

function Player({ embed, props }: { embed: EmbedResult; props: EmbedProps }) {
  const shareButton = useRef<HTMLButtonElement>(null);
  const { state, layout, messages, client } = embed;
  // No related grid from a source without related GIFs (a Tenor-v2 source): never an empty one.
  const related = layout.related && !props.hideRelated && client && canDo(client, 'related') ? client : undefined;
  const root = withSkinProps(undefined, { className: props.className, style: props.style });
  if (state.watching && embed.externalVideo) {
    return (
      <div {...embed.getRootProps(root)}>
        <Suspense fallback={null}>
          <ExternalVideo embed={embed} offline={props.offline} />
        </Suspense>
        <button {...embed.getBackButtonProps()}>{messages.backToGif}</button>
      </div>
    );
  }
  return (
    <div {...embed.getRootProps(root)}>
      <Media embed={embed} />
      {embed.error && <p {...embed.getErrorProps()}>{embed.error}</p>}
      {!embed.gif && !embed.error && (
        <p data-gk-embed-loading="" role="status">
          {messages.loading}
        </p>
      )}
      <div data-gk-embed-overlay="" aria-hidden="true" />
      <div data-gk-embed-marker="" aria-hidden="true" />
      {!layout.compact && (
        <div data-gk-embed-header="">
          <a {...embed.getLogoProps()}>
            <Logo name={embed.productName} />
          </a>
          {!embed.isTwitter && <PauseButton embed={embed} />}
          {!embed.isMobile && (
            <button {...embed.getShareButtonProps({ ref: shareButton })}>
              <ShareIcon />
            </button>
          )}
        </div>
      )}
      {!layout.compact && state.headerHidden && (
        <a {...embed.getContinueProps()}>{messages.continueWatching(embed.productName)}</a>
      )}
      {!layout.compact && <Footer embed={embed} related={related} />}
      {layout.shareVisible && (
        <Suspense fallback={null}>
          <ShareDialog embed={embed} returnFocus={shareButton} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * One GIF as GIPHY's embed player (see the headless `useEmbed` for the states and timing).
 *
 * @selector [data-gk-embed] and its parts: see the headless embed's getters
 * @selector [data-gk-embed-header] [data-gk-embed-overlay] [data-gk-embed-marker] [data-gk-embed-footer-bar]
 *   [data-gk-embed-avatar] [data-gk-embed-name] [data-gk-embed-username] [data-gk-embed-logo-mark]
 *   [data-gk-embed-loading] skin parts
 */
export function Embed(props: EmbedProps) {
  const { className, style, offline, hideRelated, ...options } = props;
  return <HeadlessEmbed {...options}>{(embed) => <Player embed={embed} props={props} />}</HeadlessEmbed>;
}
