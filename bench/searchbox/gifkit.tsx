/**
 * gifkit's page for the "burst through the search box" case: the bundle task `grid-search`
 * itself (bench/bundle/grid-search.gifkit.tsx: GiphyProvider, the headless SearchProvider +
 * SearchBox with its 500 ms debounce, Grid + Tile over the search's infinite query), from the
 * built package (dist/, through package.json `exports`).
 */
import { createRoot } from 'react-dom/client';
import { SearchExperience } from '../bundle/grid-search.gifkit';
import { install } from './harness';

install({ mount: (container) => createRoot(container).render(<SearchExperience />) });
