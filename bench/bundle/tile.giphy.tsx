// Task "tile": one GIF, fetched by id and rendered as a tile.
import { GiphyFetch } from '@giphy/js-fetch-api';
import type { IGif } from '@giphy/js-types';
import { Gif } from '@giphy/react-components';
import { useEffect, useState } from 'react';

const gf = new GiphyFetch('YOUR_KEY');

export function OneGif({ id }: { id: string }) {
  const [gif, setGif] = useState<IGif>();
  useEffect(() => {
    gf.gif(id).then(({ data }) => setGif(data));
  }, [id]);
  return gif ? <Gif gif={gif} width={300} /> : null;
}
