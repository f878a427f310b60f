// The demo app: the route for the current path, inside the chrome (header with navigation,
// provider, theme and direction switches; footer) and gifkit's provider over the chosen GIF
// source (GIPHY on GIPHY-only pages). Sets the page title and moves focus to the content
// after each navigation.
import { GiphyProvider } from 'gifkit/hooks';
import { Component, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Chrome } from './Chrome';
import { platform, queryClient, sources } from './clients';
import { applyPrefs, prefsFrom } from './prefs';
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
  return (
    <GiphyProvider
      client={sources[route.giphyOnly ? 'giphy' : prefs.provider]}
      platform={platform}
      queryClient={queryClient}
    >
      <Chrome route={route} prefs={prefs} problem={problem}>
        <main id="main" ref={main} tabIndex={-1} className="main">
          {page}
        </main>
      </Chrome>
    </GiphyProvider>
  );
}
