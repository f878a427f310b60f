/** The recent-GIFs store: the GIFs a user picked last, in `localStorage`, framework-free. */
export {
  createRecentGifs,
  type RecentGif,
  type RecentGifsStore,
  type RecentGifsStoreOptions,
} from './recentGifs';
