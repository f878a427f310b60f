// Trending carousels (gifkit/styled Carousel): GIFs, then transparent stickers. A
// scrollable row that loads more as its end comes into view; arrow keys, Home and End; the
// provider's mark under each.
import type { Gif } from 'gifkit';
import { useGiphyClient } from 'gifkit/hooks';
import { Carousel } from 'gifkit/styled';
import { useCallback } from 'react';
import { providerMark } from '../components/providerMark';
import { Code, PageHeader } from '../ui';

function Row({ type, height, label }: { type: 'gifs' | 'stickers'; height: number; label: string }) {
  const client = useGiphyClient();
  const source = useCallback(
    (offset: number, signal: AbortSignal) => client.trendingGifs({ type, offset, signal, limit: 15 }),
    [client, type],
  );
  const { hidePoweredBy, mark } = providerMark(client);
  return (
    <section className="panel carousel-panel" aria-labelledby={`${type}-title`}>
      <h2 id={`${type}-title`}>{label}</h2>
      <Carousel<Gif>
        source={source}
        gifHeight={height}
        gutter={10}
        rootProps={{ 'aria-label': label }}
        hidePoweredBy={hidePoweredBy}
      />
      {mark}
    </section>
  );
}

export default function CarouselPage() {
  return (
    <>
      <PageHeader title="Trending carousel">
        A horizontal row that loads more as you scroll it. Focus a GIF, then use ← → (mirrored right-to-left), Home and
        End.
      </PageHeader>
      <Row type="gifs" height={160} label="Trending GIFs" />
      <Row type="stickers" height={120} label="Trending stickers" />
      <section className="panel">
        <h2>The code</h2>
        <Code label="Carousel example">{`import { Carousel } from 'gifkit/styled';
import 'gifkit/styled.css';

<Carousel source={(offset, signal) => client.trendingGifs({ offset, signal })} gifHeight={160} />`}</Code>
      </section>
    </>
  );
}
