/**
 * The Spotify artist lookup: a Spotify artist URL → the artist's name.
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { CallOptions, QueryOf } from './types';

/** Creates the `spotify` namespace. */
export function createSpotify({ transports: { site }, call }: PlatformContext) {
  return {
    /** The artist behind `https://open.spotify.com/artist/<id>` (`name`, `id`). */
    artist({ spotify_url, signal }: QueryOf<V4['getSpotifyArtist']> & CallOptions) {
      return call(site.GET('/api/v3/spotify/artist', { params: { query: { spotify_url } }, signal }));
    },
  };
}
