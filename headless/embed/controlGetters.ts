/**
 * The getters of the embed's controls: share, pause/play, Watch and back to the GIF (buttons,
 * always `type="button"`), and the external video's `<iframe>` as the embed names it.
 */
import { PLAYER_FRAME } from '../external-video/playerFrame';
import { presence } from '../shared/dataAttributes';
import type { EmbedGetterContext, EmbedGetters } from './embedGetters';
import { button, part } from './getterParts';

type ControlGetters = Pick<
  EmbedGetters,
  'getShareButtonProps' | 'getPauseButtonProps' | 'getWatchButtonProps' | 'getBackButtonProps' | 'getExternalVideoProps'
>;

export function createControlGetters({ view, actions }: EmbedGetterContext): ControlGetters {
  const { state, messages } = view;
  return {
    getShareButtonProps: (props) =>
      button(
        {
          'data-gk-embed-share': '',
          'aria-haspopup': 'dialog',
          'aria-expanded': state.shareOpen,
          'aria-label': messages.share,
          onClick: actions.openShare,
        },
        props,
      ),
    getPauseButtonProps: (props) =>
      button(
        {
          'data-gk-embed-pause': '',
          'data-paused': presence(state.paused),
          'aria-label': state.paused ? messages.play : messages.pause,
          onClick: actions.togglePaused,
        },
        props,
      ),
    getWatchButtonProps: (props) => button({ 'data-gk-embed-watch': '', onClick: actions.watch }, props),
    getBackButtonProps: (props) =>
      button({ 'data-gk-embed-back': '', 'aria-label': messages.backToGifLabel, onClick: actions.backToGif }, props),
    getExternalVideoProps: (props) =>
      part(
        {
          'data-gk-embed-external': '',
          src: view.externalVideo?.src,
          title: messages.externalVideoTitle(view.externalVideo?.provider === 'vimeo' ? 'Vimeo' : 'YouTube'),
          ...PLAYER_FRAME,
        },
        props,
      ),
  };
}
