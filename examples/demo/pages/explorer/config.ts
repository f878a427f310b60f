// Per-family facts of the explorer: labels, and the demo credentials a form starts with
// (the real key for live public calls).
import { API_KEY } from '../../env';
import type { Family, SecurityScheme } from './specs';

export { isLive } from '../../env';

export const FAMILY_LABELS: Record<Family, string> = {
  public: 'Public API',
  v4: 'Site API (v4)',
  ajax: 'Site ajax',
  stories: 'Stories gateway',
  scheduler: 'Trending scheduler',
};

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
