/**
 * Every string the headless components render or announce, replaceable through a
 * `messages` prop (translations, product voice). The defaults are the
 * English texts listed in docs/headless.md.
 * One table per family (lists, search box, video), so a grid does not ship the video's
 * strings: `resolveListMessages` reads only the list table, `resolveMessages` all of them.
 */
import type { Attribution } from '../../sdk/source/types';

/** The grid's, the carousel's and their loader's strings. */
export interface ListMessages {
  /** Grid and carousel fetch failure. */
  errorLoading: string;
  /** The grid's retry control. */
  tryAgain: string;
  /** Nothing found. */
  noResults: string;
  /** Announced while a page loads. */
  loading: string;
  /** Announced when results arrive, e.g. "24 GIFs for cats". */
  results: (count: number, term?: string) => string;
  /** Accessible name of a grid or carousel. */
  gridLabel: string;
  carouselLabel: string;
}

/** The search box's strings. */
export interface SearchMessages {
  searchLabel: string;
  searchPlaceholder: string;
  clearSearch: string;
  /** Placeholder while a channel is active ("Search NBA"). */
  searchChannelPlaceholder: (channelName: string) => string;
  /** Accessible name of the active channel's chip, which removes the channel. */
  removeChannel: (channelName: string) => string;
  /** Accessible name of the suggestion list. */
  suggestionsLabel: string;
  /** Announced when the suggestion list opens or changes ("5 suggestions"). */
  suggestions: (count: number) => string;
}

/** The video's strings. */
export interface VideoMessages {
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  progress: string;
  /** A media error, by `MediaError.code` (1–4); `extension` is the source's file type. */
  videoError: (code: number, extension: string) => string;
  /** The progress slider's spoken value, e.g. "0:03 of 0:10". */
  progressValue: (currentTime: number, duration: number) => string;
  /** The label of a captions track, from its ISO 639-1 language code. */
  captionsLabel: (language: string) => string;
}

/** Every string of the grid, search and video, in one table; each component takes a `Partial` of its part. */
export interface Messages extends ListMessages, SearchMessages, VideoMessages {}

/** Seconds as m:ss (video progress). */
function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "English" for "en" where Intl knows the language, else the code itself. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const listMessages: ListMessages = {
  errorLoading: 'Error loading GIFs.',
  tryAgain: 'Try again?',
  noResults: 'No GIFs found.',
  loading: 'Loading GIFs…',
  results: (count, term) => `${count} ${count === 1 ? 'GIF' : 'GIFs'}${term ? ` for ${term}` : ''}`,
  gridLabel: 'GIFs',
  carouselLabel: 'GIFs',
};

export const searchMessages: SearchMessages = {
  searchLabel: 'Search GIPHY',
  searchPlaceholder: 'Search GIPHY',
  clearSearch: 'Clear search',
  searchChannelPlaceholder: (channelName) => `Search ${channelName}`,
  removeChannel: (channelName) => `Remove channel ${channelName}`,
  suggestionsLabel: 'Search suggestions',
  suggestions: (count) => (count === 0 ? 'No suggestions' : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`),
};

export const videoMessages: VideoMessages = {
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  progress: 'Playback progress',
  videoError: (code, extension) =>
    code === 1
      ? "Aborted... by the user agent at the user's request"
      : code === 2
        ? 'Network Error...'
        : code === 3
          ? 'Decode Error...'
          : `Can not play a video of type "${extension}" on this platform.`,
  progressValue: (currentTime, duration) => `${clock(currentTime)} of ${clock(duration)}`,
  captionsLabel: (language) => languageName(language),
};

/** Every default string. */
export const defaultMessages: Messages = /* @__PURE__ */ Object.assign({}, listMessages, searchMessages, videoMessages);

/** The defaults with a component's overrides applied. */
export function resolveMessages(overrides?: Partial<Messages>): Messages {
  return overrides ? { ...defaultMessages, ...overrides } : defaultMessages;
}

/** The list defaults (grid, carousel, loader) with overrides applied; other strings stay out of the bundle. */
export function resolveListMessages(overrides?: Partial<ListMessages>): ListMessages {
  return overrides ? { ...listMessages, ...overrides } : listMessages;
}

/**
 * The search field's name and placeholder a source's provider asks for: "Search <provider>" for
 * a provider other than GIPHY, and its own placeholder where it has one (KLIPY: "Search KLIPY").
 * Nothing for GIPHY, nor for no attribution (GIPHY's core declares none): the defaults name
 * GIPHY. A component's `messages` go on top.
 */
export function providerSearchMessages(attribution: Attribution | undefined): Partial<SearchMessages> {
  const named = attribution && attribution.provider !== 'GIPHY' && `Search ${attribution.provider}`;
  return {
    ...(named && { searchLabel: named, searchPlaceholder: named }),
    ...(attribution?.searchPlaceholder && { searchPlaceholder: attribution.searchPlaceholder }),
  };
}

/** The search box defaults with overrides applied; list and video strings stay out of the bundle. */
export function resolveSearchMessages(overrides?: Partial<SearchMessages>): SearchMessages {
  return overrides ? { ...searchMessages, ...overrides } : searchMessages;
}
