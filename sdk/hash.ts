/**
 * The one string hash of the SDK and the components: FNV-1a, 32 bit, over the string's UTF-16
 * code units. Short, stable across server and client, and not cryptographic: the client core's
 * `identity` (sdk/client/core.ts) and the per-GIF seeds of headless/tile/seededRandom.ts use it.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
