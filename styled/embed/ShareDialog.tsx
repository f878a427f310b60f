/**
 * The embed's share menu (desktop), loaded only when opened: a Radix dialog (focus trapped,
 * Escape closes, focus back on the share button) drawing the headless embed's share getters: the
 * links `embed.shareTargets` lists, in its order (a favorite link, then the SDK's networks:
 * Facebook, Twitter and Pinterest popups, Tumblr, Reddit and Instagram links), read-only Embed
 * code and Link fields that select their content on click or focus, and a close control.
 */
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import type { EmbedResult } from '../../headless';
import { CloseIcon } from '../shared/icons';

export interface ShareDialogProps {
  embed: EmbedResult;
  /** Where focus goes when the dialog closes (the share button). */
  returnFocus: RefObject<HTMLElement | null>;
}

export default function ShareDialog({ embed, returnFocus }: ShareDialogProps) {
  const { messages } = embed;
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
        <Dialog.Title data-gk-embed-share-title="">{messages.shareTitle}</Dialog.Title>
        <div data-gk-embed-share-networks="">
          {embed.shareTargets.map(({ network, label }) => (
            <a key={network} {...embed.getShareLinkProps({ network })}>
              {label}
            </a>
          ))}
        </div>
        <label data-gk-embed-share-field="">
          <span>{messages.embedCode}</span>
          <input {...embed.getShareFieldProps({ field: 'embedCode' })} />
        </label>
        <label data-gk-embed-share-field="">
          <span>{messages.link}</span>
          <input {...embed.getShareFieldProps({ field: 'link' })} />
        </label>
        <Dialog.Close data-gk-embed-share-close="" aria-label={messages.close}>
          <CloseIcon />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
