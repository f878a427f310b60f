// `/embed/:id`: one GIF as the styled embed player, full-frame, made to live in an iframe. The
// GIF comes straight from the SDK's narrow client, `createGifReader` (no React Query: the page loads only what it shows),
// asked for by main.tsx before React renders anything.
// The page is the embed end of the two-way bridge: a host's `createEmbedController` can play,
// pause, mute and unmute it, and hears ready, play, pause, ended and error — from and to the
// host origin only.
import type { Gif, GifReader, SingleResult } from 'gifkit';
import { Embed } from 'gifkit/styled/embed';
import { useEffect, useState } from 'react';
import { useEmbedPageBridge } from './useEmbedPageBridge';

export interface EmbedFramePageProps {
  id: string;
  /** The GIF's answer, already on its way (`client.gif(id)`). */
  request: Promise<SingleResult<Gif>>;
  /** The client the related grid fetches with. */
  client: GifReader;
  /** Offline (the mock API): the YouTube IFrame API script is never loaded. */
  offline: boolean;
}

export function EmbedFramePage({ id, request, client, offline }: EmbedFramePageProps) {
  const [loaded, setLoaded] = useState<{ id: string; gif?: Gif; failure?: string }>();
  useEffect(() => {
    let current = true;
    request.then(
      ({ data }) => current && setLoaded({ id, gif: data }),
      (error: unknown) =>
        current && setLoaded({ id, failure: `Could not load the GIF: ${(error as Error)?.message ?? String(error)}` }),
    );
    return () => {
      current = false;
    };
  }, [request, id]);
  const { gif, failure = '' } = loaded?.id === id ? loaded : {};
  const bridge = useEmbedPageBridge(id, failure);

  return (
    <div className="embed-frame">
      {gif ? (
        <Embed
          gif={gif}
          client={client}
          offline={offline}
          trackingQueryString="utm_source=gifkit-demo"
          state={bridge.state}
          onStateChange={bridge.onStateChange}
          stateReducer={bridge.stateReducer}
        />
      ) : failure ? (
        <p className="embed-frame-message" role="alert">
          {failure}
        </p>
      ) : (
        <p className="embed-frame-message" role="status">
          Loading the GIF…
        </p>
      )}
    </div>
  );
}
