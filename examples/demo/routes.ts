// The demo's route table: one module per page (pages/*), loaded when first visited. Add a
// page by adding a row; `nav` puts it in the header. (`/embed/:id` is not here: it is a page
// of its own, embed-frame.html, that loads none of the demo's shell.)
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface PageProps {
  /** The route's `:params`, decoded. */
  params: Record<string, string>;
}

export interface DemoRoute {
  /** `/search`, `/things/:id`… matched segment by segment. */
  path: string;
  /** The page title (document title: "<title> · gifkit demo"). */
  title: string;
  /** Label in the header's navigation; pages without one are reachable by link only. */
  nav?: string;
  /** One line saying what the page shows (under its heading). */
  summary?: string;
  /** The page shows what only GIPHY's own API has (clips, embeds, the platform API): GIPHY whatever the provider switch says. */
  giphyOnly?: true;
  Page: LazyExoticComponent<ComponentType<PageProps>>;
}

export const ROUTES: DemoRoute[] = [
  {
    path: '/',
    title: 'GIF picker',
    nav: 'Picker',
    Page: lazy(() => import('./pages/PickerPage')),
  },
  {
    path: '/search',
    title: 'Search and grid',
    nav: 'Search',
    Page: lazy(() => import('./pages/SearchPage')),
  },
  {
    path: '/carousel',
    title: 'Trending carousel',
    nav: 'Carousel',
    Page: lazy(() => import('./pages/CarouselPage')),
  },
  {
    path: '/tile',
    title: 'Single tile',
    nav: 'Tile',
    Page: lazy(() => import('./pages/TilePage')),
  },
  {
    path: '/video',
    giphyOnly: true,
    title: 'Video player',
    nav: 'Video',
    Page: lazy(() => import('./pages/VideoPage')),
  },
  {
    path: '/embed',
    giphyOnly: true,
    title: 'Embed player',
    nav: 'Embed',
    Page: lazy(() => import('./pages/EmbedPage')),
  },
  {
    path: '/dashboard',
    giphyOnly: true,
    title: 'Creator dashboard',
    nav: 'Dashboard',
    Page: lazy(() => import('./pages/DashboardPage')),
  },
  {
    path: '/explorer',
    giphyOnly: true,
    title: 'API explorer',
    nav: 'API explorer',
    Page: lazy(() => import('./pages/ExplorerPage')),
  },
];

export const NOT_FOUND: DemoRoute = {
  path: '*',
  title: 'Page not found',
  Page: lazy(() => import('./pages/NotFoundPage')),
};
