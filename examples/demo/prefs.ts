// The demo's preferences: colour theme, text direction and GIF provider. They live in the URL
// (`?theme=dark&dir=rtl&provider=klipy`, so any view can be linked or screenshotted) and in
// localStorage (so they survive a visit); the chrome's switches change both.
import { setQueryParam } from './router';

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
/** The header's provider switch: GIPHY's own API, KLIPY, GIPHY's Tenor-compatible API. */
export type Provider = 'giphy' | 'klipy' | 'giphy-v2';
export const PROVIDERS: readonly Provider[] = ['giphy', 'klipy', 'giphy-v2'];

export interface Prefs {
  /** `undefined`: follow the system's colour scheme. */
  theme: Theme | undefined;
  dir: Direction;
  provider: Provider;
}

type PrefName = 'theme' | 'dir' | 'provider';
const STORAGE: Record<PrefName, string> = {
  theme: 'gifkit-demo:theme',
  dir: 'gifkit-demo:dir',
  provider: 'gifkit-demo:provider',
};

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads the preferences from a query string. */
export function prefsFrom(search: string): Prefs {
  const query = new URLSearchParams(search);
  const theme = query.get('theme');
  const provider = PROVIDERS.find((p) => p === query.get('provider'));
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    dir: query.get('dir') === 'rtl' ? 'rtl' : 'ltr',
    provider: provider ?? 'giphy',
  };
}

/** The provider a page runs on: the switch's choice, or GIPHY on a page only GIPHY's API can fill. */
export function pageProvider(route: { giphyOnly?: true }, prefs: Prefs): Provider {
  return route.giphyOnly ? 'giphy' : prefs.provider;
}

/** At start: a stored preference fills in what the URL does not say. */
export function restorePrefs(): void {
  const query = new URLSearchParams(location.search);
  for (const name of ['theme', 'dir', 'provider'] as const) {
    const value = stored(STORAGE[name]);
    if (!query.has(name) && value) setQueryParam(name, value);
  }
}

export function setPref(name: PrefName, value: string): void {
  try {
    localStorage.setItem(STORAGE[name], value);
  } catch {}
  setQueryParam(name, value);
}

/** Puts the preferences on `<html>`: `data-gk-theme` (read by gifkit's skins) and `dir`. */
export function applyPrefs({ theme, dir }: Pick<Prefs, 'theme' | 'dir'>): void {
  const html = document.documentElement;
  if (theme) html.dataset.gkTheme = theme;
  else delete html.dataset.gkTheme;
  html.dir = dir;
}

/** The theme in effect (the system's when none is chosen). */
export function effectiveTheme(theme: Theme | undefined): Theme {
  if (theme) return theme;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
