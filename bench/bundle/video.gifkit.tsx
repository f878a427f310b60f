// Task "video": a video player for one clip, fetched by id, with gifkit's headless video.
import { createGiphyCore, type Gif, getGif } from 'gifkit';
import { Video } from 'gifkit/headless';
import { useEffect, useState } from 'react';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });

export function OneClip({ id }: { id: string }) {
  const [gif, setGif] = useState<Gif>();
  useEffect(() => {
    getGif(giphy, id).then(({ data }) => setGif(data));
  }, [id]);
  return gif ? <Video gif={gif} width={480} /> : null;
}
