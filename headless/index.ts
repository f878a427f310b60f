/**
 * gifkit/headless: state hooks and render-prop components with no CSS (grid, carousel,
 * tile, video, search box), the fetching loader they share and the analytics provider they
 * report pingbacks through. Each hands its renderer state and prop getters carrying the ARIA
 * roles, keyboard handlers and `data-*` state attributes, so any skin is accessible for free.
 * Each folder's index.ts is its public list; this entry re-exports them all.
 */

export * from './analytics/index';
export * from './carousel/index';
export * from './embed/index';
export * from './external-video/index';
export * from './favorites/index';
export * from './grid/index';
export * from './loader/index';
export * from './picker/index';
export * from './recent/index';
export * from './search/index';
export * from './shared/index';
export * from './tile/index';
export * from './video/index';
