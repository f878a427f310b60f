/** The favorite-GIFs store: a user's favorite GIFs, in `localStorage` or your own storage, framework-free. */
export {
  createFavoriteGifs,
  type FavoriteGif,
  type FavoriteGifsStore,
  type FavoriteGifsStoreOptions,
} from './favoriteGifs';
