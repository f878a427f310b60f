// `/embed/:id`: one GIF as the styled embed player, full-frame (no demo chrome), made to live
// in an iframe. Mock ids work offline, real ids with a key. The page is the embed end of the
// two-way bridge: a host's `createEmbedController` can play, pause, mute and unmute it, and
// hears ready, play, pause, ended and error — from and to the host origin only.
import { useGif } from 'gifkit/hooks';
import { Embed } from 'gifkit/styled';
import { LIVE } from '../env';
import type { PageProps } from '../routes';
import { errorMessage } from '../ui';
import { useEmbedPageBridge } from './embed/useEmbedPageBridge';

export default function EmbedFramePage({ params }: PageProps) {
  const id = params.id ?? '';
  const { data, error } = useGif(id);
  const gif = data?.data;
  const failure = error ? `Could not load the GIF: ${errorMessage(error)}` : '';
  const bridge = useEmbedPageBridge(id, failure);

  return (
    <div className="embed-frame">
      {gif ? (
        <Embed
          gif={gif}
          offline={!LIVE}
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
