/**
 * Phone and tablet detection for the embed, which drops hover, the related grid and video on
 * mobile.
 */

const MOBILE =
  /Android|iPhone|iPad|iPod|Mobile|Mobi\b|webOS|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|Silk\/|Kindle/i;

/** Environment facts beyond the user-agent string. */
export interface MobileEnvironment {
  /**
   * `navigator.maxTouchPoints`. iPadOS 13+ reports a desktop Mac user agent; a "Macintosh" with
   * more than one touch point is an iPad. Omit it where unknown (e.g. on the server).
   */
  maxTouchPoints?: number;
}

/**
 * Whether a user-agent string belongs to a phone or tablet. Pass the request's `User-Agent` on
 * the server or `navigator.userAgent` in the browser; an empty or missing string counts as
 * desktop.
 */
export function isMobileUserAgent(userAgent: string | undefined, environment: MobileEnvironment = {}): boolean {
  if (!userAgent) return false;
  if (MOBILE.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && (environment.maxTouchPoints ?? 0) > 1;
}
