/**
 * The page both sides render: trending GIFs from gifkit/hooks. On the server its data is
 * prefetched, so the HTML already holds the GIFs; on the client it hydrates from that data.
 */
import { useTrendingGifs } from '../../hooks';

export const TRENDING = { limit: 6 } as const;

export function App() {
  const { data, isPending } = useTrendingGifs(TRENDING);
  if (isPending) return <p>Loading…</p>;
  return (
    <ul aria-label="Trending GIFs">
      {data?.data.map((gif) => (
        <li key={gif.id}>
          <img src={gif.images.fixed_width?.url} alt={gif.alt_text || gif.title || 'GIF'} width={200} />
        </li>
      ))}
    </ul>
  );
}
