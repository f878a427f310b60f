/** nginx (proxy_cache) in front of a backend on 127.0.0.1, started and ready. */
export function startNginxCache(backendPort: number): Promise<{ origin: string; close(): Promise<void> }>;
