/** Types of bench/measure.mjs (the one bundle-size measuring function). */
export const ROOT: string;
export const EXTERNAL: string[];
export const SOURCE_ENTRIES: Record<string, string>;

export interface Sizes {
  /** Minified bytes, JS and CSS together. */
  minified: number;
  /** gzip (level 9) bytes, each output file compressed on its own. */
  gzip: number;
  /** brotli (quality 11) bytes. */
  brotli: number;
  /** Minified bytes of the CSS part. */
  css: number;
}

export interface Measured extends Sizes {
  /** Minified bytes each input file contributes (paths relative to the repo root). */
  inputs: Record<string, number>;
  /** What the bundle still imports (only the externals). */
  imports: string[];
  /** The JS output. */
  code: string;
}

export interface MeasureOptions {
  /** Replaces the default externals (react, react-dom). */
  external?: string[];
  /** Extra esbuild `define`s. */
  define?: Record<string, string>;
  /** Resolve gifkit to its TypeScript source instead of dist/ (breakdowns only). */
  fromSource?: boolean;
  /** esbuild plugins run before gifkit's resolver. */
  plugins?: unknown[];
}

/** esbuild plugin: `gifkit` and `gifkit/*` through package.json `exports` (dist/), or to source. */
export function gifkitResolver(fromSource: boolean): { name: string; setup(build: unknown): void };
export function compressedSizes(code: string | Buffer): { gzip: number; brotli: number };
export function ownerOf(input: string): string;
export function measureBundle(
  entry: string | { contents: string; resolveDir?: string; loader?: string },
  options?: MeasureOptions,
): Promise<Measured>;
export function breakdown(measured: Measured): { owner: string; minified: number; gzipShare: number }[];
export function readJson(relative: string): unknown;
export function kib(bytes: number | undefined | null): string;
