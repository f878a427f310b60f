/**
 * The embed's share menu (desktop), loaded only when opened: a Radix dialog
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
import { type ShareNetwork, shareLinks } from '../../sdk/embed/shareLinks';
import { hasSharePopup, openSharePopup } from '../../sdk/embed/sharePopup';
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

/** One button of the share row: its network and label. */
interface Social {
  network: ShareNetwork | 'instagram';
  label: string;
}

/** The share row, in order: the three popups, then Tumblr, Reddit and Instagram. */
const SOCIALS: readonly Social[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'pinterest', label: 'Pinterest' },
  { network: 'tumblr', label: 'Tumblr' },
  { network: 'reddit', label: 'Reddit' },
  { network: 'instagram', label: 'Instagram' },
];

interface SocialButtonProps {
  social: Social;
  /** The share page (Instagram has none: the GIF's own page). */
  href: string | undefined;
  embed: UseEmbedReturn;
}

/**
 * A network's share link, opened in a new tab; Facebook, Twitter and Pinterest in a popup of
 * their size instead when the browser allows one. Tumblr and Reddit are tracked as Social
 * Sharing; Instagram (no share page) only links to the GIF.
 */
function SocialButton({ social: { network, label }, href, embed }: SocialButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (network === 'instagram') return;
    embed.track(network, 'Social Sharing');
    if (hasSharePopup(network) && openSharePopup(network, event.currentTarget.href)) event.preventDefault();
  };
  return (
    <a data-network={network} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {label}
    </a>
  );
}

export default function ShareDialog({ embed, gif, embedCode, returnFocus }: ShareDialogProps) {
  const page = embed.links.gif;
  const links = shareLinks(page, embed.media?.kind === 'video' ? embed.media.poster : embed.media?.src);
  const code = embedCode ?? codeFor(gif);
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
          {SOCIALS.map((social) => (
            <SocialButton
              key={social.network}
              social={social}
              href={social.network === 'instagram' ? page || undefined : links[social.network]}
              embed={embed}
            />
          ))}
        </div>
        <label data-gk-embed-share-field="">
          <span>Embed code</span>
          <input readOnly dir="ltr" value={code} onFocus={selectAll} onClick={selectAll} onCopy={copied} />
        </label>
        <label data-gk-embed-share-field="">
          <span>Link</span>
          <input readOnly dir="ltr" value={page} onFocus={selectAll} onClick={selectAll} onCopy={copied} />
        </label>
        <Dialog.Close data-gk-embed-share-close="" aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
