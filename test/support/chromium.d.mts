/** Types of test/support/chromium.mjs (plain JavaScript so the bench can import it too). */
import type { Browser, BrowserContextOptions, Frame, LaunchOptions, Page } from 'playwright';

export function findChromium(): string | undefined;
export const CHROMIUM_ARGS: readonly string[];
export const AUTOPLAY_ARG: string;
export const NOT_ENSURED: string;
export function chromiumPath(): string;
/** The executable this Vitest project's globalSetup ensured (outside Vitest: `chromiumPath()`); throws NOT_ENSURED in a project that never ensured it. */
export function ensuredChromium(): Promise<string>;
export function launchChromium(options?: LaunchOptions & { args?: string[] }): Promise<Browser>;
export function watchErrors(page: Page, options?: { warnings?: boolean }): string[];
export function openPage(
  browser: Browser,
  options?: BrowserContextOptions & { warnings?: boolean },
): Promise<{ page: Page; errors: string[] }>;
export function axeSerious(target: Page | Frame, selector?: string): Promise<string[]>;
export function tryLaunchChromium(
  options?: LaunchOptions & { args?: string[] },
): Promise<{ browser: Browser; reason?: undefined } | { browser?: undefined; reason: string }>;
