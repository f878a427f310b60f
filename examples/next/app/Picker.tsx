'use client';
/**
 * The client component: gifkit's styled GifPicker. Its trending GIFs and trending searches are
 * the queries the server prefetched (same factories, same keys), so they render at once, are in
 * the server HTML, and the browser asks for neither again; typing searches, scrolling loads
 * the next pages. `initialWidth` gives the server render the grid's width in the browser.
 */
import 'gifkit/styled.css';
import type { Gif, StoredGif } from 'gifkit';
import { GifPicker } from 'gifkit/styled';
import { useState } from 'react';
import { PICKER_WIDTH, TRENDING } from './giphy';

export function Picker() {
  const [picked, setPicked] = useState<Gif | StoredGif | null>(null);
  return (
    <>
      <GifPicker options={TRENDING} initialWidth={PICKER_WIDTH} onSelect={setPicked} />
      <p aria-live="polite">{picked ? `Picked GIF ${picked.id}` : 'Pick a GIF.'}</p>
    </>
  );
}
