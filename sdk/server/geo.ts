/**
 * The user's country (and region) from the platform's request headers, so a provider behind
 * the handler ranks results for the user rather than for the server's location (GIPHY asks
 * proxies to send `country_code`). Cloudflare sets `cf-ipcountry`, Vercel `x-vercel-ip-country`
 * and `x-vercel-ip-country-region`; another platform's header can be configured.
 */

/** Which request headers carry the user's location. */
export interface GeoHeaders {
  /** Headers holding an ISO 3166-1 alpha-2 country, first present wins. Default: Cloudflare's and Vercel's. */
  country?: readonly string[];
  /** Headers holding the subdivision code (`CA` in `US-CA`). Default: Vercel's. */
  region?: readonly string[];
}

export const DEFAULT_GEO_HEADERS: Required<GeoHeaders> = {
  country: ['cf-ipcountry', 'x-vercel-ip-country'],
  region: ['x-vercel-ip-country-region'],
};

const ALPHA2 = /^[A-Za-z]{2}$/;
const SUBDIVISION = /^[A-Za-z0-9]{1,3}$/;
/** Cloudflare's "unknown" and "Tor" codes are not countries. */
const NOT_COUNTRIES = new Set(['XX', 'T1']);

/** The user's country and region by the headers, or nothing. */
export function readGeo(headers: Headers, names: Required<GeoHeaders>): { country?: string; region?: string } {
  const first = (list: readonly string[]) => list.map((name) => headers.get(name)?.trim()).find(Boolean);
  const country = first(names.country)?.toUpperCase();
  if (!country || !ALPHA2.test(country) || NOT_COUNTRIES.has(country)) return {};
  const region = first(names.region);
  return region && SUBDIVISION.test(region) ? { country, region: `${country}-${region.toUpperCase()}` } : { country };
}
