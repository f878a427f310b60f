/**
 * GIPHY's `Carousel` (@giphy/react-components) on gifkit's styled carousel: same props,
 * defaults and callbacks, each with the app's own `IGif`; gifkit's keyboard access (one tab
 * stop, arrow keys), safe URLs and media policy. Reset it with a new `key`. Differences: docs/compat.md.
 */
import type { Gif } from '../../sdk';
import { Carousel as StyledCarousel } from '../carousel/Carousel';
import { type CompatListProps, useCompatList } from './useCompatList';

/** GIPHY's `Carousel` props. */
export interface CarouselProps extends CompatListProps {
  /** Height of every GIF in px. */
  gifHeight: number;
  /** Width of every GIF in px (default: each GIF's own width at `gifHeight`). */
  gifWidth?: number;
}

/** GIPHY's `Carousel`: a row of GIFs from `fetchGifs`, fetching more as its end scrolls into view. */
export function Carousel(props: CarouselProps) {
  const { className = 'giphy-carousel', gifHeight, gifWidth, gutter = 6, onGifClick } = props;
  const { gifs, list } = useCompatList(props);
  return (
    <StyledCarousel<Gif>
      {...list}
      gifHeight={gifHeight}
      gifWidth={gifWidth}
      gutter={gutter}
      className={className}
      tileOptions={{
        ...list.tileOptions,
        onClick:
          onGifClick &&
          ((item, event) => {
            const gif = gifs.original(item.id);
            if (gif) onGifClick(gif, event);
          }),
      }}
    />
  );
}
