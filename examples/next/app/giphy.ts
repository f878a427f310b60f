/**
 * The example's settings, shared by the server and the browser. No key here: it lives on the
 * server only (app/gifHandler.ts), and the browser's client calls this app's own route.
 */
/** Where the app serves gifkit/server's handler (app/api/gifs/[...path]/route.ts). */
export const GIFS_PATH = '/api/gifs';
/** The picker's search options: also the options of its trending query, which the server prefetches. */
export const TRENDING = { limit: 24 } as const;
/** The picker's grid width at its default 420 px: what the server lays the GIFs out for. */
export const PICKER_WIDTH = 394;
