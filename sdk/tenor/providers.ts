/**
 * The providers that serve the Tenor-v2 shape, and each one's rules (docs/providers.md): its
 * server, the attribution it asks an app to show, and which of a result's `url` / `itemurl`
 * is the GIF's page and which a short link to it (they mean different things at each).
 */
import type { Rating } from '../client/options';
import type { components } from '../generated/tenor-v2';
import type { Attribution } from '../source/types';

/** The providers `createTenorSource` has rules for. */
export type TenorProvider = 'klipy' | 'giphy' | 'tenor';

/** Which field of a result holds what, at one provider. */
type LinkField = 'url' | 'itemurl';

export interface TenorRules {
  /** The API's address, with its version and no trailing slash. */
  baseUrl: string;
  attribution: Attribution;
  /** The field holding the GIF's page on the provider's site (the `Gif`'s `url`). */
  page: LinkField;
  /** The field holding a short link to that page (the `Gif`'s `bitly_url`), where there is one. */
  shortLink?: LinkField;
}

export const TENOR_PROVIDERS: Readonly<Record<TenorProvider, TenorRules>> = {
  // KLIPY asks for "Search KLIPY" as the search field's placeholder (checked at its production
  // review); its `url` is the .gif file, `itemurl` the klipy.com page.
  klipy: {
    baseUrl: 'https://api.klipy.com/v2',
    attribution: { provider: 'KLIPY', searchPlaceholder: 'Search KLIPY' },
    page: 'itemurl',
  },
  // GIPHY asks for "Powered By GIPHY"; its `url` is the giphy.com page, `itemurl` a gph.is link.
  giphy: {
    baseUrl: 'https://api.giphy.com/v2',
    attribution: { provider: 'GIPHY', mark: 'Powered By GIPHY' },
    page: 'url',
    shortLink: 'itemurl',
  },
  // Tenor asked for one of "Powered by Tenor", "Search Tenor" or "Via Tenor"; its `itemurl`
  // is the tenor.com page, `url` a short link to it.
  tenor: {
    baseUrl: 'https://tenor.googleapis.com/v2',
    attribution: { provider: 'Tenor', mark: 'Via Tenor' },
    page: 'itemurl',
    shortLink: 'url',
  },
};

/** The provider whose server `baseUrl` is, if it is one of theirs. */
export function providerAt(baseUrl: string): TenorProvider | undefined {
  let host: string;
  try {
    host = new URL(baseUrl).host;
  } catch {
    return undefined;
  }
  return (Object.keys(TENOR_PROVIDERS) as TenorProvider[]).find(
    (name) => new URL(TENOR_PROVIDERS[name].baseUrl).host === host,
  );
}

/** The wire's content filter for a gifkit rating, by GIPHY's table (G → high … R → off). */
export const CONTENT_FILTER: Readonly<Record<Rating, components['schemas']['ContentFilter']>> = {
  y: 'high',
  g: 'high',
  pg: 'medium',
  'pg-13': 'low',
  r: 'off',
};
