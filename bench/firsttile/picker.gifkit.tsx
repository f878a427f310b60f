/**
 * gifkit's picker page: the styled GifPicker, inline, as docs/styled.md shows it (the bundle
 * row "picker-styled": a client core, the picker and its stylesheet), trending while the
 * field is empty.
 */
import 'gifkit/styled/picker.css';
import { createGiphyCore } from 'gifkit';
import { GifPicker } from 'gifkit/styled';
import { createRoot } from 'react-dom/client';
import { apiOrigin, root } from './page';

const giphy = createGiphyCore({ apiKey: 'bench-key', serverUrl: apiOrigin() });

createRoot(root()).render(<GifPicker client={giphy} onSelect={() => {}} />);
