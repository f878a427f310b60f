// A single tile (gifkit/styled Tile): one GIF at three widths, each loading the rendition
// that best fits its box, with the uploader's credit on hover or focus. `/tile?id=<gif id>`
// shows that GIF (the search page links here); without one, the first trending GIF.
import { bestRendition, gifHeight, sanitizeName } from 'gifkit';
import { DemoGifState, useDemoGif } from '../components/DemoGif';
import { GifTile } from '../components/GifTile';
import { Link } from '../router';
import { Code, PageHeader } from '../ui';

const WIDTHS = [100, 200, 400];

export default function TilePage() {
  const { gif, error, trending } = useDemoGif({ trendingLimit: 8 });
  const others = trending.filter((g) => g.id !== gif?.id).slice(0, 6);

  return (
    <>
      <PageHeader title="Single tile">
        One GIF, three sizes: each tile loads the rendition that fits its box, and shows who made it on hover or focus.
      </PageHeader>
      <DemoGifState gif={gif} error={error}>
        {(gif) => (
          <div className="two-col tile-page">
            <section className="panel stack" aria-labelledby="tile-title">
              <h2 id="tile-title">{gif.title || 'Untitled GIF'}</h2>
              <div className="tile-sizes">
                {WIDTHS.map((width) => (
                  <figure key={width} className="tile-figure">
                    <GifTile
                      gif={gif}
                      width={width}
                      noLink
                      style={{ aspectRatio: `${width} / ${gifHeight(gif, width)}` }}
                    />
                    <figcaption className="small muted">
                      {width} px → <code>{bestRendition(gif.images, width, gifHeight(gif, width))?.name ?? '—'}</code>
                    </figcaption>
                  </figure>
                ))}
              </div>
              <dl className="facts">
                <dt>id</dt>
                <dd>
                  <code>{gif.id}</code>
                </dd>
                <dt>by</dt>
                <dd>{sanitizeName(gif.user?.display_name || gif.username || '') || 'unknown'}</dd>
                <dt>rating</dt>
                <dd>{gif.rating || '—'}</dd>
              </dl>
            </section>
            <div className="stack">
              <section className="panel">
                <h2>More GIFs</h2>
                <ul className="thumbs">
                  {others.map((g) => (
                    <li key={g.id}>
                      <Link to={`/tile?id=${encodeURIComponent(g.id)}`} className="thumb">
                        <GifTile gif={g} width={96} height={72} noLink hideAttribution />
                        <span className="visually-hidden">Show {g.title || g.id}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
              <section className="panel">
                <h2>The code</h2>
                <Code label="Tile example">{`import { Tile } from 'gifkit/styled';
import 'gifkit/styled.css';

<Tile gif={gif} width={200} />`}</Code>
              </section>
            </div>
          </div>
        )}
      </DemoGifState>
    </>
  );
}
