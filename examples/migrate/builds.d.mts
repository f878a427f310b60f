/** Types of examples/migrate/builds.mjs. */
export const MIGRATE_APPS: readonly string[];
export const APP_FILES: readonly string[];
export const SPECIFIERS: Readonly<Record<string, string>>;
export function giphyDir(app: string): string;
export function gifkitDir(app: string): string;
export function rewriteImports(source: string): string;
export function writeGifkitCopy(app: string): string;
export const giphyResolver: { name: string; setup(build: unknown): void };
export function typecheckApp(app: string, kit: 'giphy' | 'gifkit'): Promise<string[]>;
export function typecheckApps(entries: readonly string[], kit: 'giphy' | 'gifkit'): Promise<string[][]>;
export function findCasts(fileName: string, source: string): string[];
