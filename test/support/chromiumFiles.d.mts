/** Types of test/support/chromiumFiles.mjs (plain JavaScript: vitest.config.ts imports it). */
export const BROWSER_TEST: RegExp;
export function testFiles(root: string, dirs: readonly string[]): string[];
export function importsOf(source: string): { specifier: string; clause: string; typeOnly: boolean }[];
export function chromiumImport(root: string, file: string): [file: string, imported: string] | undefined;
export function nodeDrivenBrowserTests(root: string, dirs: readonly string[]): string[];
