/**
 * How a per-call function reaches a source: a source other than GIPHY's answers with its own
 * call, or with its refusal (a call that rejects with an `UnsupportedCallError`, before any
 * request); GIPHY's core has no calls of its own (`undefined`: the per-call function sends
 * GIPHY's request). The checks and the error live with the sources that refuse, so a GIPHY
 * bundle carries neither.
 */
import type { Capability, GifSource, SourceCalls } from './types';

/** The source's own call for `capability`, or its refusal of it; `undefined` on GIPHY's core. */
export function sourceCall<C extends Capability>(
  source: GifSource,
  capability: C,
): (C extends keyof SourceCalls ? NonNullable<SourceCalls[C]> : () => Promise<never>) | undefined {
  const { calls, refusal } = source.engine;
  return (calls && ((calls as Record<string, unknown>)[capability] ?? refusal!(capability))) as never;
}
