/**
 * The page-wide settings @giphy/js-fetch-api exposes as module setters (`setServerUrl`,
 * `setDefaultRating`, `setRenditionScaleUpMaxPixels`) and its per-tab pingback id. This is
 * the one place gifkit keeps module state, because the API it replaces is global by design;
 * gifkit's own client keeps these per instance.
 */

import type { Rating } from '../client/options';
import { createSessionIds, type SessionIds } from '../client/sessionIds';

interface CompatSettings {
  /** GIPHY's form: the API address with its version, e.g. `https://api.giphy.com/v1/`. */
  serverUrl: string;
  rating: Rating;
  scaleUpMaxPixels: number;
  ids?: SessionIds;
}

const fromGlobal = (globalThis as { GIPHY_API_URL?: string }).GIPHY_API_URL;

/** The page-wide settings the compat setters change (read at each call). */
export const settings: CompatSettings = {
  serverUrl: fromGlobal ?? 'https://api.giphy.com/v1/',
  rating: 'pg-13',
  scaleUpMaxPixels: 50,
};

/** Replaces the API address for every GiphyFetch (GIPHY's form, ending in `/v1/`). */
export function setServerUrl(url: string): void {
  settings.serverUrl = url;
}

/** Sets the rating sent when a call gives none (default `pg-13`). */
export function setDefaultRating(rating: Rating): void {
  settings.rating = rating;
}

/** The gifkit server address for GIPHY's form of it: the trailing `/vN/` is dropped. */
export function serverAddress(): string {
  return settings.serverUrl.replace(/\/v\d+\/?$/, '').replace(/\/$/, '');
}

/** The id source every GiphyFetch shares (sessionStorage `giphyPingbackId`, as GIPHY's kit). */
export function sharedSessionIds(): SessionIds {
  settings.ids ??= createSessionIds();
  return settings.ids;
}

/** The tab's pingback id, as @giphy/js-util's `getPingbackId`. */
export function getPingbackId(): string {
  return sharedSessionIds().pingbackId();
}
