/**
 * Test-only (not exported): console.warn silenced and recorded for each test of a file, the
 * environment restored after it (tests stub NODE_ENV to production), and the deprecation
 * warnings given so far, gifkit's other development warnings left out. Call it once at the top
 * level of a file (or of a `describe`).
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function watchDeprecations(): () => string[] {
  let warn: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    warn?.mockRestore();
  });
  return () => (warn?.mock.calls ?? []).map(([message]) => String(message)).filter((m) => m.includes('is deprecated'));
}
