import type { Plugin, ViteDevServer } from 'vite';

export const REPO_ROOT: string;
export const DEMO_ROOT: string;
export const MEDIA_ROOT: string;
export const MEDIA_PATH: string;
export const DEFAULT_PORT: number;

export interface DemoOptions {
  /** Port to listen on (default 5173). */
  port?: number;
  /** A GIPHY API key: public calls then go to the real api.giphy.com. Empty or absent = offline. */
  apiKey?: string;
  /** A KLIPY API key: the header's KLIPY choice then calls the real api.klipy.com. Empty or absent = the mock. */
  klipyKey?: string;
  /** Open the browser once listening. */
  open?: boolean;
  /** Host to bind (default 127.0.0.1). */
  host?: string;
  /** Fail instead of trying the next port when `port` is taken. */
  strictPort?: boolean;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Vite's dependency cache folder (default node_modules/.vite). */
  cacheDir?: string;
  /** False: no file watcher (tests: an edit in the worktree never reloads a page under test). Default true. */
  watch?: boolean;
}

export interface DemoArgs {
  port: number;
  apiKey: string;
  klipyKey: string;
  open: boolean;
  help: boolean;
  strictPort: boolean;
}

export function mswWorkerPlugin(): Plugin;
export function mockMediaPlugin(): Plugin;
/** Every package the demo's code imports, pre-bundled before the first page (no reload later). */
export const DEMO_DEPENDENCIES: string[];
export const GIFKIT_ALIASES: { find: RegExp; replacement: string }[];
/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;
export function startDemo(options?: DemoOptions): Promise<ViteDevServer>;
/** What `npm run demo` prints about where calls go: a key shows as its last four characters only. */
export function runLines(args: Pick<DemoArgs, 'apiKey' | 'klipyKey'>): string[];
export function parseArgs(argv: readonly string[], env?: Record<string, string | undefined>): DemoArgs;
