// The demo's display preferences: colour theme and text direction. They live in the URL
// (`?theme=dark&dir=rtl`, so any view can be linked or screenshotted) and in localStorage
// (so they survive a visit); the chrome's switches change both.
import { setQueryParam } from './router';

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface Prefs {
  /** `undefined`: follow the system's colour scheme. */
  theme: Theme | undefined;
  dir: Direction;
}

const STORAGE = { theme: 'gifkit-demo:theme', dir: 'gifkit-demo:dir' } as const;

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
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    dir: query.get('dir') === 'rtl' ? 'rtl' : 'ltr',
  };
}

/** At start: a stored preference fills in what the URL does not say. */
export function restorePrefs(): void {
  const query = new URLSearchParams(location.search);
  for (const name of ['theme', 'dir'] as const) {
    const value = stored(STORAGE[name]);
    if (!query.has(name) && value) setQueryParam(name, value);
  }
}

export function setPref(name: 'theme' | 'dir', value: string): void {
  try {
    localStorage.setItem(STORAGE[name], value);
  } catch {}
  setQueryParam(name, value);
}

/** Puts the preferences on `<html>`: `data-gk-theme` (read by gifkit's skins) and `dir`. */
export function applyPrefs({ theme, dir }: Prefs): void {
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
