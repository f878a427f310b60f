// The embed player in iframes: `/embed/:id` at 480×480, 400×220 and 240×180, each beside its
// embed code (from `embedCode`), with play/pause/mute/unmute buttons that drive the frames
// through `createEmbedController` and a log of what the frames report. `/embed?id=<gif id>`
// shows that GIF; without one, the first trending GIF.
import { embedCode } from 'gifkit';
import { DemoGifState, useDemoGif } from '../components/DemoGif';
import { PageHeader } from '../ui';
import { EmbedFrame } from './embed/EmbedFrame';

const SIZES = [
  { width: 480, height: 480 },
  { width: 400, height: 220 },
  { width: 240, height: 180 },
] as const;

export default function EmbedPage() {
  const { gif, error } = useDemoGif();

  return (
    <>
      <PageHeader title="Embed player">
        One GIF as the embed page <code>/embed/:id</code> in frames of three sizes, each beside its embed code; the
        buttons talk to the frame through the origin-checked bridge.
      </PageHeader>
      <DemoGifState gif={gif} error={error}>
        {(gif) => (
          <div className="stack">
            {SIZES.map((size) => {
              const src = new URL(`/embed/${encodeURIComponent(gif.id)}`, location.origin).href;
              const code = embedCode(gif, { src, hostOrigin: location.origin });
              return <EmbedFrame key={`${gif.id}-${size.width}`} gif={gif} src={src} code={code} {...size} />;
            })}
          </div>
        )}
      </DemoGifState>
    </>
  );
}
