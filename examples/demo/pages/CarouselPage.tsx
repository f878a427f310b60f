// Trending carousels (gifkit/headless Carousel): GIFs, then transparent stickers. A
// scrollable row that loads more as its end comes into view; arrow keys, Home and End.
import type { Gif } from 'gifkit';
import { Carousel } from 'gifkit/headless';
import { useGiphyClient } from 'gifkit/hooks';
import { useCallback } from 'react';
import { GifTile } from '../components/GifTile';
import { Code, PageHeader, Spinner } from '../ui';

function Row({ type, height, label }: { type: 'gifs' | 'stickers'; height: number; label: string }) {
  const client = useGiphyClient();
  const source = useCallback(
    (offset: number, signal: AbortSignal) => client.trending({ type, offset, signal, limit: 15 }),
    [client, type],
  );
  return (
    <section className="panel carousel-panel" aria-labelledby={`${type}-title`}>
      <h2 id={`${type}-title`}>{label}</h2>
      <Carousel<Gif> source={source} gifHeight={height} gutter={10}>
        {(carousel) => (
          <div {...carousel.getRootProps({ className: 'carousel', 'aria-label': label })}>
            <div {...carousel.getListProps({ className: 'carousel-list' })}>
              {carousel.items.map((gif, i) => (
                <div key={gif.id} {...carousel.getItemProps(gif, i)}>
                  <GifTile
                    gif={gif}
                    width={carousel.layout.items[i]?.width ?? height}
                    height={height}
                    rootProps={carousel.getTileProps(i)}
                  />
                </div>
              ))}
            </div>
            <div {...carousel.getLoaderProps({ className: 'carousel-loader' })}>
              {carousel.showLoader && <Spinner label="Loading more" />}
            </div>
          </div>
        )}
      </Carousel>
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
        <Code label="Carousel example">{`<Carousel source={(offset, signal) => client.trending({ offset, signal })} gifHeight={160}>
  {(carousel) => (
    <div {...carousel.getRootProps()}>
      <div {...carousel.getListProps()}>
        {carousel.items.map((gif, i) => (
          <div key={gif.id} {...carousel.getItemProps(gif, i)}>
            <Tile gif={gif} width={carousel.layout.items[i].width} height={160}
                  rootProps={carousel.getTileProps(i)} />
          </div>
        ))}
      </div>
    </div>
  )}
</Carousel>`}</Code>
      </section>
    </>
  );
}
