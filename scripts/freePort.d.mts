/** Resolves a port nothing listens on at 127.0.0.1. */
export function freePort(): Promise<number>;
