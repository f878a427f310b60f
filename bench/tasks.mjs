/**
 * What the bundle-cost case compares: one user-level task per row, written once with gifkit
 * (`bench/bundle/<task>.gifkit.ts[x]`) and once with GIPHY's kit (`<task>.giphy.ts[x]`).
 * A row whose gifkit file does not exist yet is reported as pending (GIPHY's side is still
 * measured, so the table shows the target); a later issue adds the file and the row goes live.
 * `target` is the largest acceptable gifkit/GIPHY gzip ratio; size-budgets.json turns
 * each into bytes (target × GIPHY's measured gzip) for the `size` step of `npm test`.
 */

/** @typedef {{ id: string, title: string, gifkit: string, peer: string | null, target: number | null, maxGzip?: number, lands: string, breakdown?: boolean }} BundleTask */

/** @type {BundleTask[]} */
export const BUNDLE_TASKS = [
  {
    id: 'sdk-search',
    title: 'SDK search call alone (per-call searchGifs on a client core)',
    gifkit: 'sdk-search.gifkit.ts',
    peer: 'sdk-search.giphy.ts',
    target: 1,
    lands: 'SDK issue',
    breakdown: true,
  },
  {
    id: 'sdk-search-tenor',
    title: 'same search over KLIPY (a Tenor-v2 source and the per-call searchGifs)',
    gifkit: 'sdk-search-tenor.gifkit.ts',
    peer: 'sdk-search.giphy.ts',
    target: null, // Tenor's own SDK is gone: shown beside GIPHY's search for information
    lands: 'provider issue',
    breakdown: true,
  },
  {
    id: 'sdk-search-client',
    title: 'same search through createGiphyClient (every call as a method)',
    gifkit: 'sdk-search-client.gifkit.ts',
    peer: 'sdk-search.giphy.ts',
    target: null, // shown for information: what the method client costs over the per-call path
    lands: 'JavaScript weight issue',
  },
  {
    id: 'sdk-search-compat',
    title: 'same search through gifkit/compat GiphyFetch',
    gifkit: 'sdk-search-compat.gifkit.ts',
    peer: 'sdk-search.giphy.ts',
    target: null, // no target for the drop-in; its entry point has a budget instead
    lands: 'SDK issue',
  },
  {
    id: 'grid-headless',
    title: 'headless grid + tile + client, no React Query',
    gifkit: 'grid-headless.gifkit.tsx',
    peer: 'grid.giphy.tsx',
    target: 0.3,
    lands: 'headless components issue',
    breakdown: true,
  },
  {
    id: 'grid-styled',
    title: 'styled grid through the hooks',
    gifkit: 'grid-styled.gifkit.tsx',
    peer: 'grid.giphy.tsx',
    target: 0.6,
    lands: 'styled skins issue',
    breakdown: true,
  },
  {
    id: 'grid-styled-fetch',
    title: 'styled grid over a plain fetch function (no React Query)',
    gifkit: 'grid-styled-fetch.gifkit.tsx',
    peer: 'grid.giphy.tsx',
    target: 0.45,
    lands: 'JavaScript weight issue',
    breakdown: true,
  },
  {
    id: 'grid-search',
    title: 'grid + search box + hooks + client',
    gifkit: 'grid-search.gifkit.tsx',
    peer: 'grid-search.giphy.tsx',
    target: 0.95,
    lands: 'headless components issue',
    breakdown: true,
  },
  {
    id: 'grid-search-field',
    title: "grid + search field + hooks + client: like-for-like of GIPHY's SearchBar (no suggestion list)",
    gifkit: 'grid-search-field.gifkit.tsx',
    peer: 'grid-search.giphy.tsx',
    target: 0.95,
    lands: 'JavaScript weight issue',
    breakdown: true,
  },
  {
    id: 'picker-styled',
    title: 'styled GIF picker, inline (search, trending, recents, grid, CSS)',
    gifkit: 'picker-styled.gifkit.tsx',
    peer: 'grid-search.giphy.tsx',
    target: 0.85,
    lands: 'styled skins issue',
    breakdown: true,
  },
  {
    id: 'picker-tenor',
    title: 'styled GIF picker, inline, over KLIPY (a Tenor-v2 source): no GIPHY normalizer or platform code',
    gifkit: 'picker-tenor.gifkit.tsx',
    peer: 'grid-search.giphy.tsx',
    target: 0.85,
    lands: 'provider issue',
    breakdown: true,
  },
  {
    id: 'carousel',
    title: 'carousel of trending GIFs',
    gifkit: 'carousel.gifkit.tsx',
    peer: 'carousel.giphy.tsx',
    target: 1,
    lands: 'headless components issue',
  },
  {
    id: 'tile',
    title: 'one GIF tile, fetched by id',
    gifkit: 'tile.gifkit.tsx',
    peer: 'tile.giphy.tsx',
    target: 1,
    lands: 'headless components issue',
  },
  {
    id: 'embed-facade',
    title: 'embed facade on a host page (poster, play button, controller)',
    gifkit: 'embed-facade.gifkit.ts',
    peer: null,
    target: null, // no GIPHY peer: an absolute target instead (also in size-budgets.json)
    maxGzip: 2048, // the facade ≤ 2 KB gzip on a host page
    lands: 'embed issue',
  },
  {
    id: 'video',
    title: 'video player for one clip',
    gifkit: 'video.gifkit.tsx',
    peer: 'video.giphy.tsx',
    target: 1,
    lands: 'headless components issue',
  },
  {
    id: 'embed',
    title: 'single-clip embed player',
    gifkit: 'embed.gifkit.tsx',
    peer: null, // GIPHY's embed is an iframe served by giphy.com; no package of its kit renders it
    target: null,
    lands: 'embed issue',
  },
];

/**
 * gifkit's own entry points, measured whole (`export * from …`, the worst case: everything an
 * entry exports). `gifkit/mock` is left out: it is a test and demo tool, never in an app bundle.
 */
export const ENTRY_POINTS = [
  { id: 'gifkit', contents: "export * from 'gifkit';" },
  { id: 'gifkit/compat', contents: "export * from 'gifkit/compat';" },
  { id: 'gifkit/compat/react', contents: "import 'gifkit/styled.css';\nexport * from 'gifkit/compat/react';" },
  { id: 'gifkit/hooks', contents: "export * from 'gifkit/hooks';" },
  { id: 'gifkit/headless', contents: "export * from 'gifkit/headless';" },
  { id: 'gifkit/styled', contents: "import 'gifkit/styled.css';\nexport * from 'gifkit/styled';" },
  { id: 'gifkit/styled/popover', contents: "export * from 'gifkit/styled/popover';" },
  { id: 'gifkit/styled/embed', contents: "export * from 'gifkit/styled/embed';" },
  { id: 'gifkit/server', contents: "export * from 'gifkit/server';" },
];
