/**
 * The engine of a source other than GIPHY's: its provider, its calls, and the refusal of every
 * other call (`refusal`: a call that rejects with the `UnsupportedCallError`, before any
 * request). `createGifSource` and `createTenorSource` build theirs here; `refuseUnsupported`
 * checks what a call's options ask for (`type: 'stickers'`, `channel`…) against the same
 * capabilities.
 */
import { UnsupportedCallError } from '../errors';
import type { Attribution, Capability, SourceCalls, SourceCapabilities, SourceEngine } from './types';

/** Every capability, none of them had: the list of capabilities (typed: a new one must be added here). */
export const NO_CAPABILITIES: SourceCapabilities = {
  search: false,
  trending: false,
  categories: false,
  categoryGifs: false,
  autocomplete: false,
  suggestions: false,
  trendingSearches: false,
  gifs: false,
  gif: false,
  share: false,
  channels: false,
  related: false,
  random: false,
  emoji: false,
  stickers: false,
  clips: false,
  text: false,
  platform: false,
};

/**
 * A source's engine over `calls`: it can make each call it has, and do what `abilities` says
 * beyond them (`stickers`); every other call is its refusal, an `UnsupportedCallError` before
 * any request. The engine's `calls` has every capability, so a per-call function asks it
 * without a check (`engine.calls?.search(term, o)`).
 */
export function sourceEngine(
  attribution: Attribution,
  calls: SourceCalls,
  abilities: Partial<SourceCapabilities> = {},
): Required<SourceEngine> {
  const refusal = (capability: Capability) => () =>
    Promise.reject(new UnsupportedCallError(capability, attribution.provider));
  const capabilities: Record<Capability, boolean> = { ...NO_CAPABILITIES, ...abilities };
  const every: Record<string, unknown> = {};
  for (const name of Object.keys(NO_CAPABILITIES) as Capability[]) {
    const own = calls[name as keyof SourceCalls];
    if (typeof own === 'function') capabilities[name] = true;
    every[name] = typeof own === 'function' ? own : refusal(name);
  }
  return { provider: { capabilities, attribution }, calls: every as Required<SourceEngine>['calls'], refusal };
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
