// The video player (gifkit/styled Video) on GIPHY clips: best-fitting asset, autoplay with
// a muted fallback, play/pause, mute, progress, captions; Space or K plays, M mutes, arrows seek.
import type { Gif } from 'gifkit';
import { useVideosSearch } from 'gifkit/hooks';
import { Video } from 'gifkit/styled';
import { useState } from 'react';
import { Code, errorMessage, PageHeader, Spinner } from '../ui';

function Player({ clip }: { clip: Gif }) {
  return <Video gif={clip} captions className="player" />;
}

export default function VideoPage() {
  const clips = useVideosSearch({ term: 'cats', limit: 6 });
  const list = clips.data?.data ?? [];
  const [chosen, setChosen] = useState(0);
  const clip = list[chosen];
  return (
    <>
      <PageHeader title="Video player">
        GIPHY clips: the file that fits the player, a still until it plays, captions. Focus the player, then Space or K
        to play and pause, M to mute, ← → to seek.
      </PageHeader>
      {clips.error ? (
        <p className="panel error-text" role="alert">
          Could not load clips: {errorMessage(clips.error)}
        </p>
      ) : !clip ? (
        <Spinner label="Loading clips" />
      ) : (
        <div className="video-layout">
          <section className="panel stack" aria-labelledby="clip-title">
            <h2 id="clip-title">{clip.title || 'Untitled clip'}</h2>
            <Player key={clip.id} clip={clip} />
          </section>
          <section className="panel" aria-labelledby="clips-title">
            <h2 id="clips-title">More clips</h2>
            <ul className="clip-list">
              {list.map((c, i) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="clip-choice"
                    aria-current={i === chosen ? 'true' : undefined}
                    onClick={() => setChosen(i)}
                  >
                    <img src={c.images.fixed_width_still?.url ?? c.images.fixed_width?.url} alt="" />
                    <span>{c.title || c.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <section className="panel">
        <h2>The code</h2>
        <Code label="Video example">{`import { Video } from 'gifkit/styled';
import 'gifkit/styled.css';

<Video gif={clip} captions />`}</Code>
      </section>
    </>
  );
}
