// The embed player in iframes: `/embed/:id` at 480×480, 400×220 and 240×180, each beside its
// embed code (from `embedCode`), with play/pause/mute/unmute buttons that drive the frames
// through `createEmbedController` and a log of what the frames report. `/embed?id=<gif id>`
// shows that GIF; without one, the first trending GIF.
import { embedCode } from 'gifkit';
import { useGif, useTrending } from 'gifkit/hooks';
import { useLocation } from '../router';
import { errorMessage, PageHeader, Spinner } from '../ui';
import { EmbedFrame } from './embed/EmbedFrame';

const SIZES = [
  { width: 480, height: 480 },
  { width: 400, height: 220 },
  { width: 240, height: 180 },
] as const;

export default function EmbedPage() {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('id') ?? '';
  const trending = useTrending({ limit: 1 });
  const one = useGif(asked);
  const gif = asked ? one.data?.data : trending.data?.data[0];
  const error = asked ? one.error : trending.error;

  return (
    <>
      <PageHeader title="Embed player">
        One GIF as the embed page <code>/embed/:id</code> in frames of three sizes, each beside its embed code; the
        buttons talk to the frame through the origin-checked bridge.
      </PageHeader>
      {error ? (
        <p className="panel error-text" role="alert">
          Could not load the GIF: {errorMessage(error)}
        </p>
      ) : !gif ? (
        <Spinner label="Loading the GIF" />
      ) : (
        <div className="stack">
          {SIZES.map((size) => {
            const src = new URL(`/embed/${encodeURIComponent(gif.id)}`, location.origin).href;
            const code = embedCode(gif, { src, hostOrigin: location.origin });
            return <EmbedFrame key={`${gif.id}-${size.width}`} gif={gif} src={src} code={code} {...size} />;
          })}
        </div>
      )}
    </>
  );
}
