/**
 * What the first-moving-tile pages share: where the API is (the server names its loopback
 * origin in `<meta name="bench-api">`, as an app would point its client at a proxy) and the
 * element to render into. Nothing else: each page is its kit's documented usage.
 */

/** The API's origin on this server (stands for https://api.giphy.com). */
export const apiOrigin = () => document.querySelector<HTMLMetaElement>('meta[name="bench-api"]')!.content;

/** The page's root element. */
export const root = () => document.getElementById('root')!;

/** The picker's card: GIPHY's kit has no picker, so its search experience is given the box gifkit's picker takes. */
export const PICKER = { width: 420, height: 480 } as const;
