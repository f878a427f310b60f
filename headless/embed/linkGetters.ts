/**
 * The getters of the embed's links out to the product's site, each in a new tab and tracked as
 * a Click: the uploader's profile (or your `onAttributionClick` instead), the logo, 'Continue
 * Watching on' and the mobile 'View on'.
 */
import type { MouseEvent } from 'react';
import type { EmbedGetterContext, EmbedGetters } from './embedGetters';
import { newTab, part } from './getterParts';

type LinkGetters = Pick<EmbedGetters, 'getAttributionProps' | 'getLogoProps' | 'getContinueProps' | 'getViewOnProps'>;

export function createLinkGetters({ view, actions, onAttributionClick }: EmbedGetterContext): LinkGetters {
  const track = (action: string) => () => actions.track(action, 'Click');
  return {
    getAttributionProps: (props) =>
      part(
        {
          'data-gk-embed-attribution': '',
          ...newTab(view.attribution?.profileUrl ?? ''),
          onClick: (event: MouseEvent) => {
            actions.track('attribution', 'Click');
            if (onAttributionClick && view.attribution) {
              event.preventDefault();
              onAttributionClick(view.attribution, event);
            }
          },
        },
        props,
      ),
    getLogoProps: (props) =>
      part(
        {
          'data-gk-embed-logo': '',
          ...newTab(view.links.site),
          'aria-label': view.productName,
          onClick: track('logo'),
        },
        props,
      ),
    getContinueProps: (props) =>
      part({ 'data-gk-embed-continue': '', ...newTab(view.links.gif), onClick: track('continue') }, props),
    getViewOnProps: (props) =>
      part({ 'data-gk-embed-view-on': '', ...newTab(view.links.gif), onClick: track('view-on') }, props),
  };
}
