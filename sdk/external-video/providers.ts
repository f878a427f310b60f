/**
 * The external video sites a GIF can be tied to (youtube and vimeo only).
 */

/** The supported providers, by the lower-case name used in `external_media.provider_name`. */
export const EXTERNAL_VIDEO_PROVIDERS: readonly ExternalVideoProvider[] = ['youtube', 'vimeo'];

/** A video host whose player gifkit embeds. */
export type ExternalVideoProvider = 'youtube' | 'vimeo';

/**
 * Whether the embed can play a provider's videos, e.g. to decide if a Watch button is shown.
 * The name is compared case-insensitively and trimmed, since GIPHY records spell it freely
 * (`YouTube`, `youtube`).
 */
export function isSupportedProvider(name: string | undefined | null): boolean {
  return normalizeProvider(name) !== undefined;
}

/** The canonical provider name (`'youtube'`, `'vimeo'`) for a supported one, `undefined` otherwise. */
export function normalizeProvider(name: string | undefined | null): ExternalVideoProvider | undefined {
  const normalized = (name ?? '').trim().toLowerCase();
  return EXTERNAL_VIDEO_PROVIDERS.find((provider) => provider === normalized);
}

/**
 * The URL, when it parses and is http(s), with a lower-case host without a leading `www.`.
 * Shared by the per-provider URL checks.
 */
export function parseVideoPageUrl(url: string): { host: string; url: URL } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return { host: parsed.hostname.toLowerCase().replace(/^www\./, ''), url: parsed };
}
