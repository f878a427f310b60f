// Task "picker-styled": the styled GIF picker, inline (no popover): search field, trending
// searches, recent row, virtualized grid of results and the "Powered by GIPHY" mark, with the
// client core and the picker's stylesheet `gifkit/styled/picker.css` (CSS counted), as docs/styled.md shows it.
import 'gifkit/styled/picker.css';
import { createGiphyCore } from 'gifkit';
import { GifPicker } from 'gifkit/styled';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });

export function Picker({ onSelect }: { onSelect: (gif: { id: string }) => void }) {
  return <GifPicker client={giphy} onSelect={onSelect} />;
}
