// The demo's chrome: skip link, brand, run mode, navigation (aria-current on the page shown),
// the light/dark and left-to-right/right-to-left switches, and the footer.
import type { ReactNode } from 'react';
import { LIVE } from './env';
import { effectiveTheme, type Prefs, setPref } from './prefs';
import { Link } from './router';
import { type DemoRoute, ROUTES } from './routes';

export function Chrome({
  route,
  prefs,
  problem,
  children,
}: {
  route: DemoRoute;
  prefs: Prefs;
  problem?: string;
  children: ReactNode;
}) {
  const dark = effectiveTheme(prefs.theme) === 'dark';
  const rtl = prefs.dir === 'rtl';
  return (
    <div className="app">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="top-row">
          <Link to="/" className="brand" aria-label="gifkit demo, home">
            <span className="brand-mark" aria-hidden="true" />
            gifkit
          </Link>
          <span className={LIVE ? 'mode live' : 'mode'}>{LIVE ? 'Live · api.giphy.com' : 'Offline · mock API'}</span>
          <div className="switches">
            <button
              type="button"
              className="switch"
              aria-pressed={dark}
              onClick={() => setPref('theme', dark ? 'light' : 'dark')}
            >
              <span aria-hidden="true">{dark ? '☾' : '☀'}</span> Dark
            </button>
            <button
              type="button"
              className="switch"
              aria-pressed={rtl}
              onClick={() => setPref('dir', rtl ? 'ltr' : 'rtl')}
            >
              <span aria-hidden="true">⇄</span> RTL
            </button>
          </div>
        </div>
        <nav aria-label="Demo pages" className="nav">
          <ul>
            {ROUTES.filter((r) => r.nav).map((r) => (
              <li key={r.path}>
                <Link to={r.path} aria-current={r === route ? 'page' : undefined}>
                  {r.nav}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {problem && (
          <p className="banner error-text" role="alert">
            {problem}
          </p>
        )}
      </header>
      {children}
      <footer className="foot">
        <p>
          gifkit · a TypeScript kit for GIPHY.{' '}
          {LIVE
            ? 'Public calls go to api.giphy.com with your key; the platform API is the mock.'
            : 'Everything here runs offline: the mock API answers in this browser and the moving pictures are local files.'}
        </p>
      </footer>
    </div>
  );
}
