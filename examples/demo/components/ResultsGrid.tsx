// The results of the nearest SearchProvider as a virtualized masonry grid (gifkit/headless
// Grid): infinite scroll, spatial arrow keys, error with "Try again", "No GIFs found".
import type { Gif } from 'gifkit';
import { type Columns, Grid, useSearchResults } from 'gifkit/headless';
import { Spinner } from '../ui';
import { GifTile } from './GifTile';

const COLUMNS: Columns = [
  { minWidth: 0, columns: 2 },
  { minWidth: 560, columns: 3 },
  { minWidth: 860, columns: 4 },
];

export function ResultsGrid({
  columns = COLUMNS,
  onSelect,
  label,
}: {
  columns?: Columns;
  onSelect?: (gif: Gif) => void;
  label: string;
}) {
  const { loaderOptions } = useSearchResults();
  return (
    <Grid<Gif>
      {...loaderOptions}
      columns={columns}
      gutter={8}
      listProps={{ 'aria-label': label }}
      loader={<Spinner label="Loading more GIFs" />}
      onSelect={
        onSelect &&
        ((gif, _index, event) => {
          event.preventDefault();
          onSelect(gif);
        })
      }
      renderItem={(gif, layout, getItemProps, { reducedMotion }) => (
        <GifTile
          gif={gif}
          width={layout.width}
          height={layout.height}
          reducedMotion={reducedMotion}
          noLink={!!onSelect}
          rootProps={getItemProps()}
        />
      )}
    />
  );
}
