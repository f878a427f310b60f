/** Types of bench/embed/server.mjs (plain JavaScript: the bench runs it under Node). */
import type { MockApi } from '../../sdk/mock/index';

export const MOBILE_UA: string;

/** A Vite build manifest: source key → chunk. */
export type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;

export function buildEmbedPage(outDir: string): Promise<Manifest>;

export function lazyChunks(manifest: Manifest): {
  entry: string;
  /** The files loaded before any lazy part: the entry and the chunks it imports statically. */
  eager: string[];
  share: string[];
  externalVideo: string[];
  related: string[];
};

export function startEmbedPageServer(options: {
  dir: string;
  createMockApi: (options?: {
    baseUrls?: { public?: string };
    media?: { baseUrl: string };
  }) => Pick<MockApi, 'handlers'>;
  patch?: (gif: Record<string, unknown>) => Record<string, unknown>;
}): Promise<{ origin: string; firstGifId: string; close(): Promise<void> }>;
