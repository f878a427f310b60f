/**
 * The engine of a source other than GIPHY's: its provider, its calls, and the refusal of every
 * other call (`refusal`: a call that rejects with the `UnsupportedCallError`, before any
 * request). `createGifSource` and `createTenorSource` build theirs here; `refuseUnsupported`
 * checks what a call's options ask for (`type: 'stickers'`, `channel`…) against the same
 * capabilities.
 */
import { UnsupportedCallError } from '../errors';
import type { Capability, SourceCalls, SourceEngine, SourceProvider } from './types';

/** A source's engine over `calls`; every call it lacks is refused with an `UnsupportedCallError`. */
export function sourceEngine(provider: SourceProvider, calls: SourceCalls): Required<SourceEngine> {
  return {
    provider,
    calls,
    refusal: (capability) => () => Promise.reject(new UnsupportedCallError(capability, provider.attribution.provider)),
  };
}

/** What a search or trending call's options ask for beyond the call itself. */
const optionNeeds = ({ type, channel }: { type?: string; channel?: string } = {}): Capability[] => [
  ...(type === 'stickers' ? (['stickers'] as const) : []),
  ...(type === 'videos' ? (['clips'] as const) : []),
  ...(type === 'text' ? (['text'] as const) : []),
  ...(channel ? (['channels'] as const) : []),
];

/**
 * Refuses, before any request, a call whose options ask for what the source cannot do: the
 * call's refusal (a rejected promise), or undefined when the source can.
 */
export function refuseUnsupported(
  engine: Required<SourceEngine>,
  options?: { type?: string; channel?: string },
): Promise<never> | undefined {
  const need = optionNeeds(options).find((ability) => !engine.provider.capabilities[ability]);
  return need && engine.refusal(need)();
}
