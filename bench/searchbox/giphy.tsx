/**
 * GIPHY's page for the "burst through the search box" case: the bundle task `grid-search`
 * itself (bench/bundle/grid-search.giphy.tsx: SearchContextManager, SearchBar with its 500 ms
 * debounce, Grid keyed by the search), from @giphy/react-components as published.
 */
import { createRoot } from 'react-dom/client';
import { SearchExperience } from '../bundle/grid-search.giphy';
import { install } from './harness';

install({ mount: (container) => createRoot(container).render(<SearchExperience />) });
