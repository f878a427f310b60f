/**
 * useExternalVideo: the React binding of the SDK's `connectExternalPlayer`. Once the iframe
 * is in the page it connects to the player, reports its playback, and sends each later change
 * of `paused` / `muted` as a command to the player's origin. The flags the video starts with
 * (muted, autoplaying) are in its URL, so a new player only takes the changes after it came.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectExternalPlayer, type ExternalPlayer } from '../../sdk/external-video/externalPlayer';
import { playerProvider } from '../../sdk/external-video/playerCommands';
import type { ExternalPlayback } from '../../sdk/external-video/playerEvents';
import type { ElementProps } from '../grid/types';
import { mergeProps } from '../shared/composeHandlers';
import { useLatest } from '../shared/useLatest';
import { useRefMerger } from '../shared/useRefMerger';
import { PLAYER_FRAME } from './playerFrame';
import type { ExternalVideoOptions, ExternalVideoResult } from './types';

/** The default player titles. */
export const externalVideoMessages: Required<NonNullable<ExternalVideoOptions['messages']>> = {
  youtubeTitle: 'YouTube video',
  vimeoTitle: 'Vimeo video',
};

interface Sent {
  player: ExternalPlayer;
  paused: boolean | undefined;
  muted: boolean | undefined;
}

/** The embed's YouTube or Vimeo player without the skin: the iframe's props and the playback it reports. */
export function useExternalVideo(options: ExternalVideoOptions): ExternalVideoResult {
  const { src, paused, muted, loadYoutubeApi = true } = options;
  const provider = playerProvider(src);
  const playerSrc = provider ? src : undefined;
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [reported, setReported] = useState<{ src: string; playback: ExternalPlayback }>();
  const onPlaybackChange = useLatest(options.onPlaybackChange);
  const player = useRef<ExternalPlayer>(undefined);
  const sent = useRef<Sent>(undefined);

  useEffect(() => {
    if (!frame || !playerSrc) return;
    const connection = connectExternalPlayer(frame, {
      loadYoutubeApi,
      onPlayback: (playback) => {
        setReported({ src: playerSrc, playback });
        onPlaybackChange.current?.(playback);
      },
    });
    player.current = connection;
    return () => {
      connection.disconnect();
      player.current = undefined;
    };
  }, [frame, playerSrc, loadYoutubeApi]);

  useEffect(() => {
    const current = player.current;
    const before = sent.current;
    if (!current) return;
    sent.current = { player: current, paused, muted };
    if (before?.player !== current) return;
    if (muted !== undefined && before.muted !== muted) current.send(muted ? 'mute' : 'unmute');
    if (paused !== undefined && before.paused !== paused) current.send(paused ? 'pause' : 'play');
  });

  const mergeRef = useRefMerger(setFrame);
  const titles = { ...externalVideoMessages, ...options.messages };
  const playback = reported && reported.src === playerSrc ? reported.playback : undefined;
  const getFrameProps = useCallback<ExternalVideoResult['getFrameProps']>(
    (props = {}) =>
      mergeProps<ElementProps<HTMLIFrameElement>>(
        {
          'data-gk-external-video': '',
          'data-state': playback,
          src: playerSrc,
          title: provider === 'vimeo' ? titles.vimeoTitle : titles.youtubeTitle,
          ...PLAYER_FRAME,
        },
        props,
        { ref: mergeRef(props.ref) },
      ),
    [playback, playerSrc, provider, titles.vimeoTitle, titles.youtubeTitle, mergeRef],
  );
  return { provider, playback, getFrameProps };
}
