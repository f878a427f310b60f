// A real HTTP cache for gifkit/server's CDN test and `npm run bench -- server`: nginx with
// proxy_cache in front of a backend on 127.0.0.1, in its own folder (config, cache, temp files),
// on a free port, as a child process of the caller. nginx is configured only to collapse
// concurrent misses, to refresh in the background and to serve stale copies on errors; how long
// it keeps an answer comes from the answer's own Cache-Control.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNginx } from './ensure-nginx.mjs';
import { freePort } from './freePort.mjs';

/** Starts nginx in front of `http://127.0.0.1:<backendPort>`; resolves once it accepts requests. */
export async function startNginxCache(backendPort) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'gifkit-nginx-'));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=gifs:4m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${backendPort};
      proxy_http_version 1.1;
      proxy_cache gifs;
      # One request fills a missing entry; identical ones wait for it.
      proxy_cache_lock on;
      proxy_cache_lock_timeout 60s;
      proxy_cache_lock_age 60s;
      # A stale entry is refreshed by one request while the others get the stale copy.
      proxy_cache_background_update on;
      # nginx applies the answer's stale-if-error to connection failures only: the handler's
      # 503 and 429 answers are named here (a CDN that reads stale-if-error needs no such line).
      proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504 http_429;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
  );
  const nginx = spawn(ensureNginx(), ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    nginx.on('exit', (code) => reject(new Error(`nginx exited with ${code}: ${stderr}`))),
  );
  // Ready when it accepts a connection (or failed when it exits).
  const accepting = (async () => {
    for (;;) {
      try {
        await fetch(`${origin}/`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  })();
  await Promise.race([accepting, exited]);
  return {
    origin,
    async close() {
      nginx.removeAllListeners('exit');
      nginx.kill();
      await new Promise((resolve) => (nginx.exitCode === null ? nginx.once('exit', resolve) : resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
