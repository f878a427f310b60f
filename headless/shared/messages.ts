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
};

/** The defaults with a component's overrides applied. */
export function resolveMessages(overrides?: Partial<Messages>): Messages {
  return overrides ? { ...defaultMessages, ...overrides } : defaultMessages;
}
