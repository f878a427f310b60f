// The demo's chrome: skip link, brand, run mode, navigation (aria-current on the page shown),
// the GIF provider switch, the light/dark and left-to-right/right-to-left switches, and the footer.
import { type ReactNode, useId } from 'react';
import { KLIPY_LIVE, LIVE } from './env';
import { effectiveTheme, PROVIDERS, type Prefs, type Provider, pageProvider, setPref } from './prefs';
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
  const provider = pageProvider(route, prefs);
  const live = provider === 'klipy' ? KLIPY_LIVE : LIVE;
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
          <span className={live ? 'mode live' : 'mode'}>
            {live ? `Live · ${PROVIDER_HOSTS[provider]}` : 'Offline · mock API'}
          </span>
          <div className="switches">
            <ProviderSwitch value={prefs.provider} giphyOnly={!!route.giphyOnly} />
            <button
              type="button"
              className="switch theme-switch"
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
          gifkit · a TypeScript kit for GIF providers.{' '}
          {live
            ? `${PROVIDER_NAMES[provider]}'s calls go to ${PROVIDER_HOSTS[provider]} with your key; the platform API is the mock.`
            : 'Everything here runs offline: the mock API answers in this browser and the moving pictures are local files.'}
        </p>
      </footer>
    </div>
  );
}

/** What each choice is called in the switch, and the server its live calls go to. */
const PROVIDER_NAMES: Record<Provider, string> = { giphy: 'GIPHY', klipy: 'KLIPY', 'giphy-v2': 'GIPHY v2' };
const PROVIDER_HOSTS: Record<Provider, string> = {
  giphy: 'api.giphy.com',
  klipy: 'api.klipy.com',
  'giphy-v2': 'api.giphy.com/v2',
};

/**
 * The GIF provider of the picker, search, carousel and tile pages: a labelled native select
 * (keyboard and screen readers for free). On a GIPHY-only page the choice stays for the other
 * pages, and a note (the select's description) says this page stays on GIPHY.
 */
function ProviderSwitch({ value, giphyOnly }: { value: Provider; giphyOnly: boolean }) {
  const id = useId();
  return (
    <>
      <div className="switch provider-switch">
        <label htmlFor={`${id}select`}>Provider</label>
        <select
          id={`${id}select`}
          value={value}
          aria-describedby={giphyOnly ? `${id}note` : undefined}
          onChange={(event) => setPref('provider', event.currentTarget.value)}
        >
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {PROVIDER_NAMES[p]}
            </option>
          ))}
        </select>
      </div>
      {giphyOnly && (
        <span id={`${id}note`} className="provider-note">
          This page stays on GIPHY
        </span>
      )}
    </>
  );
}
