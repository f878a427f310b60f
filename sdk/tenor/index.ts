/** The Tenor-v2 source: KLIPY, GIPHY's Tenor-compatible API, any server of the Tenor v2 shape (docs/providers.md). */
export { createTenorSource, type TenorSourceOptions } from './createTenorSource';
export type { TenorProvider } from './providers';
