/**
 * The globalSetup of every Vitest project that runs Chromium (vitest.config.ts `chromiumProject`):
 * finds Debian's Chromium or installs it (scripts/ensure-chromium.mjs) before any test file of the
 * project starts, and hands its path to the project's tests (`inject('chromium')`). The launch
 * helpers of test/support/chromium.mjs refuse to start a browser in a project without it, so a
 * test that drives Chromium from a project that never ensured it fails on every machine, not only
 * on one where Chromium happens to be missing.
 */
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

export default function setup(project: TestProject): void {
  project.provide('chromium', ensureChromium());
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium executable this project's globalSetup found or installed. */
    chromium: string;
  }
}
