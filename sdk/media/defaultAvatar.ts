/**
 * The stand-in avatars for uploaders who have none (five defaults).
 */
import { pickRandom } from './pickRandom';

/** GIPHY's five default avatar images. */
export const DEFAULT_AVATARS = [
  'https://media.giphy.com/avatars/default1.gif',
  'https://media.giphy.com/avatars/default2.gif',
  'https://media.giphy.com/avatars/default3.gif',
  'https://media.giphy.com/avatars/default4.gif',
  'https://media.giphy.com/avatars/default5.gif',
] as const;

/** Options of {@link defaultAvatar}. */
export interface DefaultAvatarOptions {
  /** Source of uniform numbers in [0, 1); default `Math.random`. Inject one for stable renders (SSR, tests). */
  random?: () => number;
}

/**
 * One of the five default avatars, each equally likely. GIPHY rounds `random() * 4`, which
 * gives the first and last half the chance of the others; this floors over five slots instead.
 */
export function defaultAvatar(options: DefaultAvatarOptions = {}): string {
  return pickRandom(DEFAULT_AVATARS, options.random);
}
