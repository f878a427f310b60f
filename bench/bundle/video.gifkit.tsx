// Task "video": a video player for one clip, fetched by id, with gifkit's headless video.
import { createGiphyClient, type Gif } from 'gifkit';
import { Video } from 'gifkit/headless';
import { useEffect, useState } from 'react';

const client = createGiphyClient({ apiKey: 'YOUR_KEY' });

export function OneClip({ id }: { id: string }) {
  const [gif, setGif] = useState<Gif>();
  useEffect(() => {
    client.gif(id).then(({ data }) => setGif(data));
  }, [id]);
  return gif ? <Video gif={gif} width={480} /> : null;
}
