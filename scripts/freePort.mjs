// A TCP port free on 127.0.0.1 right now, for a server the caller starts next (nginx, next start, workerd).
import { createServer } from 'node:net';

/** Resolves a port nothing listens on at 127.0.0.1. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
