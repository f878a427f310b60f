/**
 * The getters of the embed's share menu: the links it lists (the favorite link, then the SDK's
 * networks in their order, `SHARE_MENU`), each link (the network's share page in a new tab, or
 * its sized popup; tracked as Social Sharing), and the read-only Embed code and Link fields.
 */
import type { MouseEvent, SyntheticEvent } from 'react';
import { shareLinks } from '../../sdk/embed/shareLinks';
import { hasSharePopup, openSharePopup } from '../../sdk/embed/sharePopup';
import { SHARE_MENU } from '../../sdk/share/networkShareUrl';
import type { EmbedGetterContext, EmbedGetters } from './embedGetters';
import { newTab, part } from './getterParts';

type ShareGetters = Pick<EmbedGetters, 'shareTargets' | 'getShareLinkProps' | 'getShareFieldProps'>;

const selectAll = (event: SyntheticEvent<HTMLInputElement>) => event.currentTarget.select();

export function createShareGetters({ view, actions }: EmbedGetterContext): ShareGetters {
  const { media, messages } = view;
  const share = shareLinks(view.links.gif, media?.kind === 'video' ? media.poster : media?.src);
  return {
    shareTargets: [
      { network: 'favorite', label: messages.favorite },
      ...SHARE_MENU.map(({ network, name }) => ({ network, label: name })),
    ],
    getShareLinkProps: ({ network, ...props }) =>
      part(
        {
          'data-gk-embed-share-link': '',
          'data-network': network,
          ...newTab(network === 'instagram' || network === 'favorite' ? view.links.gif : (share[network] ?? '')),
          onClick: (event: MouseEvent<HTMLAnchorElement>) => {
            if (network === 'instagram' || network === 'favorite') return;
            actions.track(network, 'Social Sharing');
            if (hasSharePopup(network) && openSharePopup(network, event.currentTarget.href)) event.preventDefault();
          },
        },
        props,
      ),
    getShareFieldProps: ({ field, ...props }) =>
      part(
        {
          'data-gk-embed-share-input': field,
          readOnly: true,
          dir: 'ltr',
          value: field === 'embedCode' ? view.embedCode : view.links.gif,
          onFocus: selectAll,
          onClick: selectAll,
          onCopy: () => actions.track('copy', 'Copy'),
        },
        props,
      ),
  };
}
