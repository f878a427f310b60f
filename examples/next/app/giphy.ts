/**
 * The example's GIPHY settings, shared by the server and the browser. The query keys carry
 * the client's identity (server, key, rating), so both sides build their client from these
 * same values: that is what lets the browser reuse the server's data.
 */
export const GIPHY_API_KEY = process.env.NEXT_PUBLIC_GIPHY_API_KEY || 'mock-key';
/** Without a key, the browser's GIPHY calls go to this app's /api/giphy (the mock). */
export const OFFLINE = !process.env.NEXT_PUBLIC_GIPHY_API_KEY;
/** The picker's search options: also the options of its trending query, which the server prefetches. */
export const TRENDING = { limit: 24 } as const;
/** The picker's grid width at its default 420 px: what the server lays the GIFs out for. */
export const PICKER_WIDTH = 394;
