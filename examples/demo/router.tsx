// A small history router for the demo: the current path through useSyncExternalStore,
// `navigate`, a `<Link>` that keeps modified clicks native, and path matching with `:params`.
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

const NAVIGATE = 'gifkit-demo:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}

/** The current location (path and query), re-rendering on navigation. */
export function useLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(
    subscribe,
    () => location.pathname + location.search,
    () => '/',
  );
  const url = new URL(href, 'http://demo.invalid');
  return { pathname: url.pathname, search: url.search };
}

/** Query parameters that follow every navigation (display preferences and the provider). */
const STICKY = ['theme', 'dir', 'provider'];

/** `to` with the current display preferences (theme, direction) carried over. */
export function withPrefs(to: string): string {
  const target = new URL(to, location.href);
  const current = new URLSearchParams(location.search);
  for (const name of STICKY) {
    const value = current.get(name);
    if (value && !target.searchParams.has(name)) target.searchParams.set(name, value);
  }
  return target.pathname + target.search + target.hash;
}

/** Goes to `to` (a path in this app), keeping the display preferences. */
export function navigate(to: string, { replace = false } = {}): void {
  const target = new URL(withPrefs(to), location.href);
  if (target.href === location.href) return;
  history[replace ? 'replaceState' : 'pushState'](null, '', target);
  window.dispatchEvent(new Event(NAVIGATE));
}

/** Updates one query parameter in place (no new history entry). */
export function setQueryParam(name: string, value: string | null): void {
  const url = new URL(location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  history.replaceState(null, '', url);
  window.dispatchEvent(new Event(NAVIGATE));
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/** An `<a>` that navigates in place on a plain click; Ctrl/⌘/middle clicks open natively. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={withPrefs(to)} onClick={handle} {...props} />;
}

/** Matches `/embed/:id` against `/embed/abc` → `{ id: 'abc' }`; `undefined` when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = decodeURIComponent(have[i]!);
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return undefined;
  }
  return params;
}
