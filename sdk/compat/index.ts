/**
 * gifkit/compat: a drop-in for @giphy/js-fetch-api 5.x (`GiphyFetch`, `gifPaginator`,
 * `setServerUrl`, `setDefaultRating`, the error classes) and the GIF helpers of
 * @giphy/js-util 5.x, built on gifkit. Switch by changing the import; see docs/compat.md.
 */
import { FetchError } from '../errors';

export { FetchError } from '../errors';
export { GiphyFetch, GiphyFetch as default } from './GiphyFetch';
export { gifPaginator } from './gifPaginator';
export { setDefaultRating, setServerUrl } from './settings';
export type * from './types';
export {
  getAltText,
  getBestRendition,
  getBestRenditionUrl,
  getBestVideo,
  getGifHeight,
  getGifWidth,
  getPingbackId,
  getSpecificRendition,
  setRenditionScaleUpMaxPixels,
} from './util';
export type { WireGif, WireRenditions, WireVideo } from './wireSizes';

/**
 * Exported for `instanceof` checks written against @giphy/js-fetch-api. gifkit never throws
 * it: GIPHY recognised geo-blocking by matching the message text, and gifkit classifies
 * errors by status and code only (a geo-blocked answer is a FetchError with its status).
 */
export class GeoFetchError extends FetchError {
  override name = 'GeoFetchError';
}
