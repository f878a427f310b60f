// The results of the nearest SearchProvider as gifkit/styled's Grid: virtualized masonry,
// infinite scroll, spatial arrow keys, "Error loading GIFs." with "Try again?", "No GIFs found",
// and the provider's mark (Powered by GIPHY; none for KLIPY).
import { type Gif, imageSrcSet } from 'gifkit';
import { type Columns, useSearchContext, useSearchLoaderOptions } from 'gifkit/headless';
import { Grid } from 'gifkit/styled';
import { providerMark } from './providerMark';

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
  const loaderOptions = useSearchLoaderOptions();
  const { hidePoweredBy, mark } = providerMark(useSearchContext().client);
  return (
    <>
      {mark}
      <Grid<Gif>
        {...loaderOptions}
        hidePoweredBy={hidePoweredBy}
        columns={columns}
        gutter={8}
        listProps={{ 'aria-label': label }}
        tileOptions={{ noLink: !!onSelect, srcSet: imageSrcSet }}
        onSelect={
          onSelect &&
          ((gif, _index, event) => {
            event.preventDefault();
            onSelect(gif);
          })
        }
      />
    </>
  );
}
