// Task "embed": the /embed/:id page as an app builds it: the GIF fetched by id (`getGif` on a
// client core), the styled player, the bridge to the host page. Measured without code
// splitting, so the share dialog, the external video and the related grid (lazy chunks in a
// real build) are counted too.
import { createEmbedBridge, createGiphyCore, embedHostOrigin, type Gif, getGif } from 'gifkit';
import { Embed } from 'gifkit/styled/embed';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const giphy = createGiphyCore({ apiKey: 'FRONT_END_EMBED_KEY' });

function EmbedPage({ id }: { id: string }) {
  const [gif, setGif] = useState<Gif>();
  const [error, setError] = useState('');
  const [paused, setPaused] = useState<boolean>();
  useEffect(() => {
    getGif(giphy, id).then(
      ({ data }) => setGif(data),
      (e: Error) => setError(e.message),
    );
  }, [id]);
  useEffect(() => {
    const bridge = createEmbedBridge({
      hostOrigin: embedHostOrigin(location.search, document.referrer),
      onCommand: (command) => setPaused(command === 'pause' ? true : command === 'play' ? false : undefined),
    });
    bridge.post('ready', { id });
    return () => bridge.destroy();
  }, [id]);
  if (error) return <p role="alert">{error}</p>;
  return gif ? <Embed gif={gif} paused={paused} /> : null;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <EmbedPage id={location.pathname.split('/').pop() ?? ''} />,
);
