/** Recent GIFs: `useRecentGifs`, the React binding of the SDK's recent-GIFs store. */
export { type RecentGifsOptions, type RecentGifsResult, useRecentGifs } from './useRecentGifs';
