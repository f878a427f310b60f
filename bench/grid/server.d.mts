/** Types of bench/grid/server.mjs (the pages the bench and the migrated examples build). */
export interface PageBuildOptions {
  /** Resolve gifkit to its TypeScript source instead of dist/. */
  fromSource?: boolean;
  /** esbuild plugins run before gifkit's resolver. */
  plugins?: unknown[];
}
export function buildGridPages(): Promise<Record<string, string>>;
export function buildPages(
  entries: Record<string, string>,
  options?: PageBuildOptions,
): Promise<Record<string, string>>;
export function buildPageAssets(
  entries: Record<string, string>,
  options?: PageBuildOptions,
): Promise<Record<string, { js: string; css: string }>>;
export function templatesFor(rawGifs: object[], origin: string): { id: string; json: string }[];
/** gifkit/mock's media rewriter (sdk/mock/mockMedia.ts `mockMediaRewriter`). */
export type MockMediaRewriter = (options: { baseUrl: string }) => <T>(answer: T) => T;
export function mediaFiles(datasets: Record<string, object[]>, rewrite: <T>(answer: T) => T): Map<string, string>;
export function startGridServer(options: {
  pages: Record<string, string>;
  styles?: Record<string, string>;
  datasets?: Record<string, object[]>;
  width: number;
  mockMedia?: MockMediaRewriter;
}): Promise<{ origin: string; close(): Promise<void> }>;
