/**
 * Every string the single-clip embed renders or announces (the headless getters' accessible
 * names and the styled player's text), replaceable through the `messages` option: pass the
 * fields you translate, the rest stay English. The defaults are listed in docs/embed.md.
 */

export interface EmbedMessages {
  /** The share button's accessible name. */
  share: string;
  /** The pause/play button's accessible name while playing… */
  pause: string;
  /** …and while paused. */
  play: string;
  /** Shows the external video. */
  watch: string;
  /** The control back from the external video ("GIF"), and its accessible name. */
  backToGif: string;
  backToGifLabel: string;
  /** The external video's frame title, e.g. "YouTube video". */
  externalVideoTitle: (provider: 'YouTube' | 'Vimeo') => string;
  /** Shown instead of a GIF whose media (or record) could not be loaded. */
  mediaError: string;
  /** Shown while a GIF given by id loads. */
  loading: string;
  /** The link that replaces the header once the footer scrolled, e.g. "Continue Watching on GIPHY". */
  continueWatching: (productName: string) => string;
  /** The mobile footer's call to action, e.g. "View on GIPHY". */
  viewOn: (productName: string) => string;
  /** The related grid's heading. */
  relatedTitle: string;
  /** The share dialog's title, its close control and its fields. */
  shareTitle: string;
  close: string;
  favorite: string;
  embedCode: string;
  link: string;
}

/** The embed's default strings (English); pass `messages` with the ones you change. */
export const embedMessages: EmbedMessages = {
  share: 'Share',
  pause: 'Pause',
  play: 'Play',
  watch: 'Watch',
  backToGif: 'GIF',
  backToGifLabel: 'Back to the GIF',
  externalVideoTitle: (provider) => `${provider} video`,
  mediaError: 'This GIF could not be loaded.',
  loading: 'Loading the GIF…',
  continueWatching: (productName) => `Continue Watching on ${productName}`,
  viewOn: (productName) => `View on ${productName}`,
  relatedTitle: 'Related Gifs',
  shareTitle: 'Share this GIF',
  close: 'Close',
  favorite: 'Favorite',
  embedCode: 'Embed code',
  link: 'Link',
};

/** The defaults with overrides applied. */
export function resolveEmbedMessages(overrides?: Partial<EmbedMessages>): EmbedMessages {
  return overrides ? { ...embedMessages, ...overrides } : embedMessages;
}
