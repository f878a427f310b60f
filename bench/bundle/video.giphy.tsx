// Task "video": one clip, fetched by id and played with the kit's video player.
import { GiphyFetch } from '@giphy/js-fetch-api';
import type { IGif } from '@giphy/js-types';
import { Video } from '@giphy/react-components';
import { useEffect, useState } from 'react';

const gf = new GiphyFetch('YOUR_KEY');

export function OneClip({ id }: { id: string }) {
  const [gif, setGif] = useState<IGif>();
  useEffect(() => {
    gf.gif(id).then(({ data }) => setGif(data));
  }, [id]);
  return gif ? <Video gif={gif} width={480} controls /> : null;
}
