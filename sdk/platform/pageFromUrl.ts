/**
 * Route → analytics page: the first path segment decides the page type and name
 * (the whole table is `PAGE_TABLE`), any other first segment is a channel page, a path that
 * starts with `/embed` is an embed page, and the login page carries its parsed `loginType`.
 * A URL that cannot be parsed is logged as a warning and yields `undefined`.
 */
import { defaultLogger } from './defaultLogger';
import { parseLoginType } from './parseLoginType';

/** One row of the route table: the path prefix, the page type (an id) and the page name. */
export interface PageRow {
  readonly path: string;
  readonly type: string;
  readonly name: string;
}

/** The route table (docs/platform.md lists it). `/edit/gifs` is matched before `/edit`. */
export const PAGE_TABLE: readonly PageRow[] = [
  { path: '/', type: 'home', name: 'home' },
  { path: '/categories', type: 'categories', name: 'categories' },
  { path: '/create', type: 'gifmaker', name: 'gifmaker' },
  { path: '/upload', type: 'upload', name: 'upload' },
  { path: '/backdrop', type: 'backdrop', name: 'backdrop' },
  { path: '/clips', type: 'clips', name: 'clips' },
  { path: '/dashboard', type: 'creator-dashboard', name: 'creator dashboard' },
  { path: '/explore', type: 'explore', name: 'explore' },
  { path: '/favorites', type: 'favorites', name: 'favorites' },
  { path: '/gifs', type: 'gifs', name: 'gifs' },
  { path: '/stickers', type: 'stickers', name: 'stickers' },
  { path: '/login', type: 'login', name: 'login' },
  { path: '/apply', type: 'creator-signup', name: 'creator signup' },
  { path: '/join', type: 'signup', name: 'signup' },
  { path: '/password', type: 'password-recovery', name: 'password recovery' },
  { path: '/email-jail', type: 'email-jail', name: 'email-jail' },
  { path: '/search', type: 'search', name: 'search' },
  { path: '/studios', type: 'studios', name: 'studios' },
  { path: '/team', type: 'team', name: 'team' },
  { path: '/edit/gifs', type: 'edit-gifs', name: 'edit gifs' },
  { path: '/artists', type: 'artists', name: 'artists' },
  { path: '/apps', type: 'apps', name: 'apps' },
  { path: '/transparency', type: 'transparency', name: 'transparency' },
  { path: '/about', type: 'about', name: 'about' },
  { path: '/labs', type: 'labs', name: 'labs' },
  { path: '/ar-scenes', type: 'ar-scenes', name: 'ar-scenes' },
  { path: '/stories', type: 'stories', name: 'stories' },
  { path: '/posts', type: 'posts', name: 'posts' },
  { path: '/settings', type: 'settings', name: 'settings' },
  { path: '/trending-gifs', type: 'trending-gifs', name: 'trending gifs' },
  { path: '/edit', type: 'edit', name: 'edit' },
  { path: '/404', type: 'error', name: '404' },
  { path: '/403', type: 'error', name: '403' },
  { path: '/maintenance', type: 'maintenance', name: 'maintenance' },
];

/** Any other first segment. */
export const CHANNEL_PAGE: PageRow = { path: '/{channel}', type: 'channel', name: 'channel' };
/** Paths starting with `/embed`. */
export const EMBED_PAGE: PageRow = { path: '/embed', type: 'embed', name: 'embed' };

/** The analytics page a URL belongs to. */
export interface AnalyticsPage {
  /** The page type (`home`, `gifs`, `channel`, `embed`, `error`, …). */
  type: string;
  /** The page name as the route table gives it (`creator dashboard`, `trending gifs`, …). */
  name: string;
  /** The URL's path. */
  path: string;
  /**
   * On the login page: the parsed `loginType` query parameter (`facebook_signup`), when present
   * and well formed: the identity `platform` (`facebook`, `google`, `apple`, `email`) and what the
   * visitor was doing, the `action` (`login`, `signup`, `upload`).
   */
  loginType?: { platform: string; action: string };
}

function parse(url: string | URL): URL | undefined {
  if (url instanceof URL) return url;
  try {
    return url.startsWith('/') ? new URL(url, 'https://giphy.com') : new URL(url);
  } catch {
    return undefined;
  }
}

/** Longest prefix first, so `/edit/gifs` wins over `/edit`. */
const ROWS_BY_LENGTH: readonly PageRow[] = [...PAGE_TABLE].sort((a, b) => b.path.length - a.path.length);

const matches = (path: string, prefix: string) =>
  prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);

/** The route table's row for a path (no query, no hash). */
export function pageRowOf(pathname: string): PageRow {
  const path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  if (path.startsWith('/embed')) return EMBED_PAGE;
  return ROWS_BY_LENGTH.find((row) => matches(path, row.path)) ?? CHANNEL_PAGE;
}

/**
 * The analytics page of a URL: absolute (`https://giphy.com/gifs/abc`) or a path
 * (`/gifs/abc?x=1`). Unparsable input logs a warning and returns `undefined`.
 */
export function pageFromUrl(
  url: string | URL,
  options: { logger?: Pick<Console, 'warn' | 'error'> } = {},
): AnalyticsPage | undefined {
  const parsed = parse(url);
  if (!parsed) {
    (options.logger ?? defaultLogger).warn(`gifkit: cannot read the analytics page of the URL "${String(url)}".`);
    return undefined;
  }
  const row = pageRowOf(parsed.pathname);
  const page: AnalyticsPage = { type: row.type, name: row.name, path: parsed.pathname };
  if (row.type === 'login') {
    const loginType = parseLoginType(parsed.searchParams.get('loginType'));
    if (loginType) page.loginType = loginType;
  }
  return page;
}
