// Task "tile": one GIF, fetched by id and rendered as a tile, with gifkit's headless tile.
import { createGiphyCore, type Gif, getGif, gifHeight } from 'gifkit';
import { Tile } from 'gifkit/headless';
import { useEffect, useState } from 'react';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });

export function OneGif({ id }: { id: string }) {
  const [gif, setGif] = useState<Gif>();
  useEffect(() => {
    getGif(giphy, id).then(({ data }) => setGif(data));
  }, [id]);
  return gif ? <Tile gif={gif} width={300} height={gifHeight(gif, 300)} /> : null;
}
