/**
 * The logger used when the host gives none: the console, looked up at call time (so a test or
 * a host can still replace `console.warn`), and silent where no console exists.
 */
import type { PlatformLogger } from './types';

/** Logs to `console.warn` / `console.error`. */
export const defaultLogger: PlatformLogger = {
  warn: (message, ...details) => globalThis.console?.warn(message, ...details),
  error: (message, ...details) => globalThis.console?.error(message, ...details),
};
