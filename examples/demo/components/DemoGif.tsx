// The GIF a single-GIF page shows: `?id=<gif id>` from the URL (the search page links with it),
// else the first trending GIF; a spinner while it loads, an alert when it cannot.
import type { Gif } from 'gifkit';
import { useGif, useTrendingGifs } from 'gifkit/hooks';
import type { ReactNode } from 'react';
import { useLocation } from '../router';
import { errorMessage, Spinner } from '../ui';

/** The page's GIF and its error, and the `trendingLimit` trending GIFs it falls back on. */
export function useDemoGif({ trendingLimit = 1 }: { trendingLimit?: number } = {}) {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('id') ?? '';
  const trending = useTrendingGifs({ limit: trendingLimit });
  const one = useGif(asked);
  return {
    gif: asked ? one.data?.data : trending.data?.data[0],
    error: asked ? one.error : trending.error,
    trending: trending.data?.data ?? [],
  };
}

/** The alert or the spinner until the GIF is there, then `children(gif)`. */
export function DemoGifState({
  gif,
  error,
  children,
}: {
  gif: Gif | undefined;
  error: unknown;
  children: (gif: Gif) => ReactNode;
}) {
  if (error)
    return (
      <p className="panel error-text" role="alert">
        Could not load the GIF: {errorMessage(error)}
      </p>
    );
  if (!gif) return <Spinner label="Loading the GIF" />;
  return children(gif);
}
