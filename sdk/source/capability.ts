/**
 * What the components ask a source, read from its engine (`engine.provider`) one question at a
 * time: can it make a call (`canDo`), and what does its provider ask an app to show
 * (`attributionOf`, `declaredAttribution`). GIPHY's core declares no provider and can do everything, so a GIPHY bundle
 * carries no capability table; `providerOf` answers the whole question for apps.
 */
import type { Attribution, Capability, GifSource } from './types';

/** GIPHY's attribution: the "Powered By GIPHY" mark its API terms ask for. */
export const GIPHY_ATTRIBUTION: Attribution = { provider: 'GIPHY', mark: 'Powered By GIPHY' };

/** Whether `source` can make `capability`'s call: as its provider declares, else (GIPHY's core) yes. */
export const canDo = (source: GifSource, capability: Capability): boolean =>
  source.engine.provider?.capabilities[capability] ?? true;

/**
 * What `source`'s provider declares it asks an app to show; undefined for GIPHY's core, which
 * declares nothing (GIPHY's defaults apply), so a GIPHY-only component needs no GIPHY table.
 */
export const declaredAttribution = (source: GifSource): Attribution | undefined => source.engine.provider?.attribution;

/** What `source`'s provider asks an app to show: as it declares, else GIPHY's. */
export const attributionOf = (source: GifSource): Attribution => declaredAttribution(source) ?? GIPHY_ATTRIBUTION;
