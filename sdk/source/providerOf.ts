/**
 * `providerOf(source)`: what a source's provider can do and asks an app to show. A source other
 * than GIPHY's declares it (`engine.provider`); GIPHY's core declares nothing, so that a GIPHY
 * bundle that never asks carries none of it, and this answers GIPHY's: every capability and
 * "Powered By GIPHY". The components ask one question at a time (sdk/source/capability.ts).
 */
import { GIPHY_ATTRIBUTION } from './capability';
import { NO_CAPABILITIES } from './sourceEngine';
import type { GifSource, SourceCapabilities, SourceProvider } from './types';

/** GIPHY's API can make every call: the calls were written for it. */
const GIPHY_PROVIDER: SourceProvider = {
  capabilities: Object.fromEntries(Object.keys(NO_CAPABILITIES).map((name) => [name, true])) as SourceCapabilities,
  attribution: GIPHY_ATTRIBUTION,
};

/** What `source` can do (`capabilities`) and what its provider asks an app to show (`attribution`). */
export function providerOf(source: GifSource): SourceProvider {
  return source.engine.provider ?? GIPHY_PROVIDER;
}
