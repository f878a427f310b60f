// The embed page's side of the bridge as a hook: the host's commands become the player's
// controlled `paused` / `muted` props, and the player's changes become events for the host
// (ready, play, pause, ended, error). The bridge talks only to the origin the frame was given
// (`?origin=`, else the referrer's); without one it stays off.
import { createEmbedBridge, type EmbedBridge, type EmbedCommand, embedHostOrigin } from 'gifkit';
import { EmbedChangeType } from 'gifkit/headless';
import type { EmbedProps } from 'gifkit/styled/embed';
import { useEffect, useMemo, useRef, useState } from 'react';

type PlayerProps = Required<
  Pick<EmbedProps, 'paused' | 'onPausedChange' | 'muted' | 'onMutedChange' | 'onStateChange' | 'onEnded' | 'onError'>
>;

export interface EmbedPageBridge {
  /** Spread on the player: the flags the host controls and the callbacks that report to it. */
  playerProps: PlayerProps;
}

export function useEmbedPageBridge(id: string): EmbedPageBridge {
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const bridge = useRef<EmbedBridge | undefined>(undefined);

  useEffect(() => {
    const onCommand = (command: EmbedCommand) => {
      if (command === 'play' || command === 'pause') {
        setPaused(command === 'pause');
        bridge.current?.post(command, { id });
      } else setMuted(command === 'mute');
    };
    const current = createEmbedBridge({ hostOrigin: embedHostOrigin(location.search, document.referrer), onCommand });
    bridge.current = current;
    return () => {
      current.destroy();
      if (bridge.current === current) bridge.current = undefined;
    };
  }, [id]);

  const playerProps = useMemo<Omit<PlayerProps, 'paused' | 'muted'>>(() => {
    const post: EmbedBridge['post'] = (...args) => bridge.current?.post(...args);
    return {
      onPausedChange: setPaused,
      onMutedChange: setMuted,
      onStateChange: (change) => {
        if (change.ready) post('ready', { id });
        if (change.mediaError) post('error', { id, message: 'The GIF could not be loaded.' });
        // The host's own commands are reported when they arrive; a visitor's click here.
        if (change.paused !== undefined && change.type !== EmbedChangeType.SetPaused)
          post(change.paused ? 'pause' : 'play', { id });
      },
      onEnded: () => post('ended', { id }),
      onError: (error) =>
        post('error', { id, message: `Could not load the GIF: ${(error as Error)?.message ?? String(error)}` }),
    };
  }, [id]);

  return { playerProps: { ...playerProps, paused, muted } };
}
