/**
 * Virtual page paths: a page-view of paged content is reported under a path that
 * names the page: related GIFs, search, a channel, a search inside a channel, and the sticker
 * pages of the GIF maker's decorate step. The page number is offset / limit + 1 (rounded down
 * to a whole page), with the default limit of 25.
 */
import { DEFAULT_PAGE_SIZE } from './constants';

/** Where in a paged list the view is. */
export interface PageWindow {
  /** Index of the first item shown (default 0). */
  offset?: number;
  /** Items per page (default 25). */
  limit?: number;
}

/**
 * A page-view to rewrite; `kind` says which virtual path it gets, `offset` (index of the first
 * item shown, default 0) and `limit` (items per page, default 25) which page.
 */
export type VirtualPageView = { offset?: number; limit?: number } & (
  | { /** `/gifs/{gifId}/related/page/{n}` */ kind: 'related'; gifId: string }
  | { /** `/search/{term}/page/{n}` */ kind: 'search'; term: string }
  | { /** `/channels/{slug}/page/{n}` */ kind: 'channel'; slug: string }
  | {
      /** `/channel/{slug}/search/{term}`, plus `/page/{n}` from page 2 on */ kind: 'channelSearch';
      slug: string;
      term: string;
    }
  | {
      /**
       * `/create/gifmaker/decorate/stickers/search/{term}/page/{n}` with a term,
       * `/create/gifmaker/decorate/stickers/trending/page/{n}` without.
       */
      kind: 'stickers';
      term?: string;
    }
);

/** The 1-based page number of a window: offset / limit + 1 (limit 25 unless given). */
export function pageNumber({ offset = 0, limit = DEFAULT_PAGE_SIZE }: PageWindow = {}): number {
  const size = Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_PAGE_SIZE;
  const start = Number.isFinite(offset) && offset > 0 ? offset : 0;
  return Math.floor(start / size) + 1;
}

/** A path segment from free text: trimmed, inner spaces as hyphens (as GIPHY's search URLs), URL-encoded. */
export function pathSegment(text: string): string {
  return encodeURIComponent(text.trim().replace(/\s+/g, '-'));
}

/** The virtual page path of a page-view. */
export function virtualPagePath(view: VirtualPageView): string {
  const page = pageNumber(view);
  switch (view.kind) {
    case 'related':
      return `/gifs/${pathSegment(view.gifId)}/related/page/${page}`;
    case 'search':
      return `/search/${pathSegment(view.term)}/page/${page}`;
    case 'channel':
      return `/channels/${pathSegment(view.slug)}/page/${page}`;
    case 'channelSearch': {
      const base = `/channel/${pathSegment(view.slug)}/search/${pathSegment(view.term)}`;
      return page > 1 ? `${base}/page/${page}` : base;
    }
    case 'stickers': {
      const section = view.term?.trim() ? `search/${pathSegment(view.term)}` : 'trending';
      return `/create/gifmaker/decorate/stickers/${section}/page/${page}`;
    }
  }
}
