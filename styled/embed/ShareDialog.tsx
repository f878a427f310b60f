/**
 * The embed's share menu (desktop; widgets spec §2.1), loaded only when opened: a Radix dialog
 * (focus trapped, Escape closes, focus back on the share button) with a favorite link,
 * Facebook, Twitter and Pinterest popups (480×480; Twitter 750×350), Tumblr, Reddit and
 * Instagram buttons, read-only Embed code and Link fields that select their content on click
 * or focus, and a close control.
 */
import { Dialog } from 'radix-ui';
import type { FocusEvent, MouseEvent, RefObject } from 'react';
import type { UseEmbedReturn } from '../../headless';
import type { EmbedGif } from '../../headless/embed/types';
import { embedCode as buildEmbedCode } from '../../sdk/embed/embedCode';
import { SHARE_POPUP_SIZES, shareLinks } from '../../sdk/embed/shareLinks';
import { CloseIcon } from '../shared/icons';

export interface ShareDialogProps {
  embed: UseEmbedReturn;
  gif: EmbedGif;
  /** The code shown in the Embed code field; default `embedCode(gif)`. */
  embedCode?: string | undefined;
  /** Where focus goes when the dialog closes (the share button). */
  returnFocus: RefObject<HTMLElement | null>;
}

const selectAll = (event: FocusEvent<HTMLInputElement> | MouseEvent<HTMLInputElement>) => event.currentTarget.select();

function codeFor(gif: EmbedGif): string {
  try {
    return buildEmbedCode(gif);
  } catch {
    return '';
  }
}

export default function ShareDialog({ embed, gif, embedCode, returnFocus }: ShareDialogProps) {
  const page = embed.links.gif;
  const links = shareLinks(page, embed.media?.kind === 'video' ? embed.media.poster : embed.media?.src);
  const code = embedCode ?? codeFor(gif);
  const popup = (network: keyof typeof SHARE_POPUP_SIZES) => (event: MouseEvent<HTMLAnchorElement>) => {
    embed.track(network, 'Social Sharing');
    const { width, height } = SHARE_POPUP_SIZES[network];
    const opened = window.open(
      event.currentTarget.href,
      `gk-share-${network}`,
      `width=${width},height=${height},noopener`,
    );
    if (opened !== null) event.preventDefault();
  };
  const network = (name: 'tumblr' | 'reddit') => () => embed.track(name, 'Social Sharing');
  const copied = () => embed.track('copy', 'Copy');
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : embed.closeShare())}>
      <Dialog.Content
        data-gk-embed-share-dialog=""
        data-small={embed.layout.smallShare ? '' : undefined}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <Dialog.Title data-gk-embed-share-title="">Share this GIF</Dialog.Title>
        <div data-gk-embed-share-networks="">
          <a data-gk-embed-favorite="" href={page || undefined} target="_blank" rel="noopener noreferrer">
            Favorite
          </a>
          <a
            data-network="facebook"
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer"
            onClick={popup('facebook')}
          >
            Facebook
          </a>
          <a
            data-network="twitter"
            href={links.twitter}
            target="_blank"
            rel="noopener noreferrer"
            onClick={popup('twitter')}
          >
            Twitter
          </a>
          <a
            data-network="pinterest"
            href={links.pinterest}
            target="_blank"
            rel="noopener noreferrer"
            onClick={popup('pinterest')}
          >
            Pinterest
          </a>
          <a
            data-network="tumblr"
            href={links.tumblr}
            target="_blank"
            rel="noopener noreferrer"
            onClick={network('tumblr')}
          >
            Tumblr
          </a>
          <a
            data-network="reddit"
            href={links.reddit}
            target="_blank"
            rel="noopener noreferrer"
            onClick={network('reddit')}
          >
            Reddit
          </a>
          <a data-network="instagram" href={page || undefined} target="_blank" rel="noopener noreferrer">
            Instagram
          </a>
        </div>
        <label data-gk-embed-share-field="">
          <span>Embed code</span>
          <input readOnly value={code} onFocus={selectAll} onClick={selectAll} onCopy={copied} />
        </label>
        <label data-gk-embed-share-field="">
          <span>Link</span>
          <input readOnly value={page} onFocus={selectAll} onClick={selectAll} onCopy={copied} />
        </label>
        <Dialog.Close data-gk-embed-share-close="" aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
