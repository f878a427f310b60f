// The embed page's side of the bridge as a hook: the host's commands become the player's
// controlled `paused` / `muted` flags, and the player's changes become events for the host
// (ready, play, pause, ended, error). The bridge talks only to the origin the frame was given
// (`?origin=`, else the referrer's); without one it stays off.
import { createEmbedBridge, type EmbedBridge, type EmbedCommand, embedHostOrigin } from 'gifkit';
import type { EmbedChangeType, EmbedState } from 'gifkit/headless';
import type { EmbedProps } from 'gifkit/styled/embed';
import { useCallback, useEffect, useRef, useState } from 'react';

type Change = Partial<EmbedState> & { type: EmbedChangeType };

export interface EmbedPageBridge {
  /** The flags the host controls. */
  state: { paused: boolean; muted: boolean };
  /** Follows the player: reports to the host what it should hear. */
  onStateChange: (change: Change) => void;
  /** Changes nothing; hears the external video's end (a change `onStateChange` may not see). */
  stateReducer: NonNullable<EmbedProps['stateReducer']>;
}

export function useEmbedPageBridge(id: string, failure: string): EmbedPageBridge {
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

  useEffect(() => {
    if (failure) bridge.current?.post('error', { id, message: failure });
  }, [failure, id]);

  const onStateChange = useCallback(
    (change: Change) => {
      const post = bridge.current?.post;
      if (change.ready) post?.('ready', { id });
      if (change.mediaError) post?.('error', { id, message: 'The GIF could not be loaded.' });
      if (change.paused !== undefined) {
        setPaused(change.paused);
        // The host's own commands are reported when they arrive; a visitor's click here.
        if (change.type !== 'SetPaused') post?.(change.paused ? 'pause' : 'play', { id });
      }
      if (change.muted !== undefined) setMuted(change.muted);
    },
    [id],
  );
  // Called from the player's dispatch (an event or a timer), never during render.
  const stateReducer = useCallback<EmbedPageBridge['stateReducer']>(
    (_state, action) => {
      if (action.type === 'ExternalPlayback' && action.playback === 'ended') bridge.current?.post('ended', { id });
      return action.changes;
    },
    [id],
  );

  return { state: { paused, muted }, onStateChange, stateReducer };
}
