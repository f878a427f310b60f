// Task "tile": one GIF, fetched by id and rendered as a tile, with gifkit's headless tile.
import { createGiphyClient, type Gif, gifHeight } from 'gifkit';
import { Tile } from 'gifkit/headless';
import { useEffect, useState } from 'react';

const client = createGiphyClient({ apiKey: 'YOUR_KEY' });

export function OneGif({ id }: { id: string }) {
  const [gif, setGif] = useState<Gif>();
  useEffect(() => {
    client.gif(id).then(({ data }) => setGif(data));
  }, [id]);
  return gif ? <Tile gif={gif} width={300} height={gifHeight(gif, 300)} /> : null;
}
