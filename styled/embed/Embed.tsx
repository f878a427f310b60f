/**
 * The styled single-clip embed player: the headless `<Embed>` drawn as
 * GIPHY's player. The GIF fills the frame; a header with the logo and share button slides in on
 * hover with pause/play, over a darkening overlay, while the corner marker moves away; the footer
 * carries the attribution, Watch, pause/play (Twitter variant) and the related grid. The share
 * dialog, the external video player and the related grid are loaded only when shown.
 */
import { lazy, Suspense, useRef } from 'react';
import { Embed as HeadlessEmbed, type EmbedProps as HeadlessEmbedProps, type UseEmbedReturn } from '../../headless';
import { useOptionalGiphyCore } from '../../hooks/giphyContext';
import type { GiphyCore } from '../../sdk/client/core';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { PauseIcon, PlayIcon, VerifiedBadge } from '../shared/icons';
import { Logo, ShareIcon } from './embedIcons';

const ShareDialog = lazy(() => import('./ShareDialog'));
const ExternalVideo = lazy(() => import('./ExternalVideo'));
const RelatedGifs = lazy(() => import('./RelatedGifs'));

export interface EmbedProps extends Omit<HeadlessEmbedProps, 'children'>, SkinProps {
  /** No network beyond the page's own: the YouTube IFrame API script is never loaded. */
  offline?: boolean;
  /** The embed code shown in the share dialog; default built from the GIF by `embedCode`. */
  embedCode?: string;
  /** Hides the related grid. */
  hideRelated?: boolean;
  /**
   * The client the related grid fetches with; default the nearest `GiphyProvider`'s (without
   * either, no related grid). A page that needs no React Query passes its SDK client here
   * (`createGiphyClient`, or `createGiphyCore` / `createGifReader`: it only calls `relatedGifs`).
   */
  client?: GiphyCore;
}

function PauseButton({ embed }: { embed: UseEmbedReturn }) {
  return <button {...embed.getPauseButtonProps()}>{embed.state.paused ? <PlayIcon /> : <PauseIcon />}</button>;
}

function Media({ embed }: { embed: UseEmbedReturn }) {
  if (!embed.media) return null;
  const props = embed.getMediaProps();
  return (
    <a {...embed.getMediaLinkProps()}>
      {embed.mediaElement === 'video' ? <video {...props} /> : <img {...props} alt={embed.alt} />}
    </a>
  );
}

interface FooterProps {
  embed: UseEmbedReturn;
  /** The client of the related grid; none: no grid. */
  related: GiphyCore | undefined;
  gifId: string;
}

function Footer({ embed, related, gifId }: FooterProps) {
  const { attribution, externalVideo, layout, isMobile } = embed;
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
        {externalVideo && <button {...embed.getWatchButtonProps()}>Watch</button>}
        {embed.isTwitter && <PauseButton embed={embed} />}
        {isMobile && <a {...embed.getViewOnProps()}>View on {embed.productName}</a>}
      </div>
      {related && layout.footerOpen && (
        <Suspense fallback={null}>
          <RelatedGifs embed={embed} gifId={gifId} client={related} />
        </Suspense>
      )}
    </div>
  );
}

function Player({ embed, props }: { embed: UseEmbedReturn; props: EmbedProps }) {
  const shareButton = useRef<HTMLButtonElement>(null);
  const provided = useOptionalGiphyCore();
  const { state, layout } = embed;
  const related = layout.related && !props.hideRelated ? (props.client ?? provided) : undefined;
  const root = withSkinProps(undefined, { className: props.className, style: props.style });
  if (state.watching && embed.externalVideo) {
    return (
      <div {...embed.getRootProps(root)}>
        <Suspense fallback={null}>
          <ExternalVideo embed={embed} offline={props.offline} />
        </Suspense>
        <button {...embed.getBackButtonProps()}>GIF</button>
      </div>
    );
  }
  return (
    <div {...embed.getRootProps(root)}>
      <Media embed={embed} />
      {embed.error && <p {...embed.getErrorProps()}>{embed.error}</p>}
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
        <a {...embed.getContinueProps()}>Continue Watching on {embed.productName}</a>
      )}
      {!layout.compact && <Footer embed={embed} related={related} gifId={props.gif.id} />}
      {layout.shareVisible && (
        <Suspense fallback={null}>
          <ShareDialog embed={embed} gif={props.gif} embedCode={props.embedCode} returnFocus={shareButton} />
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
 *   [data-gk-embed-avatar] [data-gk-embed-name] [data-gk-embed-username] [data-gk-embed-logo-mark] skin parts
 */
export function Embed(props: EmbedProps) {
  const { className, style, offline, embedCode, hideRelated, client, ...options } = props;
  return <HeadlessEmbed {...options}>{(embed) => <Player embed={embed} props={props} />}</HeadlessEmbed>;
}
