// Run mode and per-family facts: which families are live (public, when `npm run demo` got a
// GIPHY key) and which are answered by the mock, plus labels and offline demo credentials.
import type { Family, SecurityScheme } from './specs';

/** The key given to `npm run demo`, or '' when offline. */
export const API_KEY: string = typeof __GIFKIT_API_KEY__ === 'string' ? __GIFKIT_API_KEY__.trim() : '';

export const FAMILY_LABELS: Record<Family, string> = {
  public: 'Public API',
  v4: 'Site API (v4)',
  ajax: 'Site ajax',
  stories: 'Stories gateway',
  scheduler: 'Trending scheduler',
};

const state = { livePublic: API_KEY !== '' };

/** True when calls of this family leave the browser for the real GIPHY servers. */
export function isLive(family: Family): boolean {
  return family === 'public' && state.livePublic;
}

/** With a key, the public family can be switched back to the mock from the header. */
export function setLivePublic(live: boolean): void {
  state.livePublic = live && API_KEY !== '';
}

/** The value a credential field starts with: the real key for live public calls, else a demo value. */
export function initialCredential(family: Family, scheme: SecurityScheme): string {
  const isApiKey = scheme.in === 'query' && scheme.name === 'api_key';
  if (isApiKey && family === 'public') return API_KEY || 'demo-key';
  if (isApiKey) return 'demo-key';
  if (scheme.in === 'header' && scheme.name?.toLowerCase() === 'authorization') return 'Token demo-token';
  const words = (scheme.name ?? scheme.key)
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase();
  return `demo-${words.replace(/^x-/, '')}`;
}
