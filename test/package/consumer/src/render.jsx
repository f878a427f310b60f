// Server entry: fetches with the SDK in Node and renders the same list to HTML.
import { renderToString } from 'react-dom/server';
import { GifList } from './Results.jsx';
import { searchGifs } from './searchGifs.js';

console.log(renderToString(<GifList gifs={await searchGifs('cats')} />));
