/** The recent-GIFs store: the GIFs a user picked last, in `localStorage`, framework-free. */
export {
  createRecentGifs,
  RECENT_GIFS_KEY,
  RECENT_GIFS_LIMIT,
  type RecentGif,
  type RecentGifsStore,
  type RecentGifsStoreOptions,
  toRecentGif,
} from './recentGifs';
