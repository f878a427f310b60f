// The demo app: the route for the current path, inside the chrome (header with navigation,
// provider, theme and direction switches; footer), under gifkit's provider over the GIF source
// the header's switch chose (GIPHY on GIPHY-only pages). Sets the page title and moves focus to
// the content after each navigation.
import { GiphyProvider } from 'gifkit/hooks';
import { Component, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Chrome } from './Chrome';
import { platform, queryClient, sources } from './clients';
import { applyPrefs, pageProvider, prefsFrom } from './prefs';
import { matchPath, useLocation } from './router';
import { type DemoRoute, NOT_FOUND, ROUTES } from './routes';
import { Spinner } from './ui';

export function resolveRoute(pathname: string): { route: DemoRoute; params: Record<string, string> } {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: NOT_FOUND, params: {} };
}

class PageBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="panel" role="alert">
        <h1>This page failed</h1>
        <p className="error-text">{this.state.error.message}</p>
      </div>
    );
  }
}

export function App({ problem }: { problem?: string }) {
  const { pathname, search } = useLocation();
  const { route, params } = resolveRoute(pathname);
  const prefs = prefsFrom(search);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  const { theme, dir } = prefs;
  useLayoutEffect(() => applyPrefs({ theme, dir }), [theme, dir]);
  useEffect(() => {
    document.title = `${route.title} · gifkit demo`;
  }, [route]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (a new pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);

  const page = (
    <PageBoundary key={route.path}>
      <Suspense fallback={<Spinner label="Loading the page" />}>
        <route.Page params={params} />
      </Suspense>
    </PageBoundary>
  );
  // A provider takes its client once: a new choice mounts a new one (the page starts over, the
  // header and its focus stay; the shared query cache keeps each source's answers apart).
  const provider = pageProvider(route, prefs);
  return (
    <Chrome route={route} prefs={prefs} problem={problem}>
      <main id="main" ref={main} tabIndex={-1} className="main">
        <GiphyProvider key={provider} client={sources[provider]} platform={platform} queryClient={queryClient}>
          {page}
        </GiphyProvider>
      </main>
    </Chrome>
  );
}
