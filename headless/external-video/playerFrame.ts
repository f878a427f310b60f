/**
 * What every external player's `<iframe>` needs, whoever describes it (`useExternalVideo`'s
 * `getFrameProps`, the embed's `getExternalVideoProps`): autoplay allowed (the player URL asks
 * to autoplay, muted) and the referrer policy the providers' players expect. A module of its
 * own, so the embed's first chunk carries it without the player protocol.
 */
export const PLAYER_FRAME = {
  allow: 'autoplay; encrypted-media; picture-in-picture',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;
