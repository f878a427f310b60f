// Browser entry: renders the results of a search into #root.
import { createRoot } from 'react-dom/client';
import { Results } from './Results.jsx';
import { searchGifs } from './searchGifs.js';

createRoot(document.getElementById('root')).render(<Results term="cats" search={searchGifs} />);
