/**
 * Every string the headless components render or announce, replaceable through a
 * `messages` prop (translations, product voice). Defaults follow widgets spec §2.2 and §8.
 */
export interface Messages {
  /** Grid and carousel fetch failure (§8). */
  errorLoading: string;
  /** The grid's retry control (§8). */
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
  /** Search box. */
  searchLabel: string;
  searchPlaceholder: string;
  clearSearch: string;
  /** Video controls. */
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  progress: string;
  /** Search box: placeholder while a channel is active ("Search NBA"). */
  searchChannelPlaceholder: (channelName: string) => string;
  /** Search box: accessible name of the active channel's chip, which removes the channel. */
  removeChannel: (channelName: string) => string;
  /** Search box: accessible name of the suggestion list. */
  suggestionsLabel: string;
  /** Search box: announced when the suggestion list opens or changes ("5 suggestions"). */
  suggestions: (count: number) => string;
  /** Video: a media error (spec §8), by `MediaError.code` (1–4); `extension` is the source's file type. */
  videoError: (code: number, extension: string) => string;
  /** Video: the progress slider's spoken value, e.g. "0:03 of 0:10". */
  progressValue: (currentTime: number, duration: number) => string;
  /** Video: the label of a captions track, from its ISO 639-1 language code. */
  captionsLabel: (language: string) => string;
}

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

export const defaultMessages: Messages = {
  errorLoading: 'Error loading GIFs.',
  tryAgain: 'Try again?',
  noResults: 'No GIFs found.',
  loading: 'Loading GIFs…',
  results: (count, term) => `${count} ${count === 1 ? 'GIF' : 'GIFs'}${term ? ` for ${term}` : ''}`,
  gridLabel: 'GIFs',
  carouselLabel: 'GIFs',
  searchLabel: 'Search GIPHY',
  searchPlaceholder: 'Search GIPHY',
  clearSearch: 'Clear search',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  progress: 'Playback progress',
  searchChannelPlaceholder: (channelName) => `Search ${channelName}`,
  removeChannel: (channelName) => `Remove channel ${channelName}`,
  suggestionsLabel: 'Search suggestions',
  suggestions: (count) => (count === 0 ? 'No suggestions' : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`),
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

/** The defaults with a component's overrides applied. */
export function resolveMessages(overrides?: Partial<Messages>): Messages {
  return overrides ? { ...defaultMessages, ...overrides } : defaultMessages;
}
