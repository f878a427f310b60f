/**
 * Sources: GIF providers behind one interface (docs/providers.md). GIPHY's client core is one;
 * `createTenorSource` (sdk/tenor) another; `createGifSource` builds your own; `providerOf`
 * reads what a source can do and what its provider asks an app to show; `canDo` asks one call
 * (what a skin asks before drawing a control the source cannot fill).
 */
export { canDo } from './capability';
export {
  createGifSource,
  type GifSourceCalls,
  type GifSourceDefinition,
  type ListInput,
  type SourceGif,
} from './createGifSource';
export { providerOf } from './providerOf';
export type {
  Attribution,
  Capability,
  GifSource,
  SourceCalls,
  SourceEngine,
  SourceProvider,
} from './types';
