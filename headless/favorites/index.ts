/** Favorite GIFs: `useFavoriteGifs`, the React binding of the SDK's favorite-GIFs store. */
export { type FavoriteGifsOptions, type FavoriteGifsResult, useFavoriteGifs } from './useFavoriteGifs';
