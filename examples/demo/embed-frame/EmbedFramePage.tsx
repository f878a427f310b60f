// `/embed/:id`: one GIF as the styled embed player, full-frame, made to live in an iframe. The
// player loads the GIF itself by id (`gifId` with the SDK's narrow client, `createGifReader`: no
// React Query, the page loads only what it shows); main.tsx asked for it before React rendered,
// and the client's request cache hands the player that same call. Pingbacks go to the analytics
// instance given here through the headless `AnalyticsProvider`.
// The page is the embed end of the two-way bridge: a host's `createEmbedController` can play,
// pause, mute and unmute it, and hears ready, play, pause, ended and error — from and to the
// host origin only.
import type { Analytics, GifReader } from 'gifkit';
import { AnalyticsProvider } from 'gifkit/headless';
import { Embed } from 'gifkit/styled/embed';
import { useEmbedPageBridge } from './useEmbedPageBridge';

export interface EmbedFramePageProps {
  id: string;
  /** Loads the GIF and the related grid. */
  client: GifReader;
  /** Where the player's pingbacks and embed events go. */
  analytics: Analytics;
  /** Offline (the mock API): the YouTube IFrame API script is never loaded. */
  offline: boolean;
}

export function EmbedFramePage({ id, client, analytics, offline }: EmbedFramePageProps) {
  const bridge = useEmbedPageBridge(id);
  return (
    <div className="embed-frame">
      <AnalyticsProvider analytics={analytics}>
        <Embed
          gifId={id}
          client={client}
          offline={offline}
          trackingQueryString="utm_source=gifkit-demo"
          {...bridge.playerProps}
        />
      </AnalyticsProvider>
    </div>
  );
}
