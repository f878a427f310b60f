/**
 * Turns a bench result into the tables `npm run bench` prints and docs/performance.md quotes
 * (Markdown, readable in a terminal too).
 */
import { kib } from './measure.mjs';

const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
const ratio = (r) => (r === null || r === undefined || Number.isNaN(r) ? '—' : `${r.toFixed(2)}×`);
const ops = (n) => (n === undefined ? '—' : Math.round(n).toLocaleString('en-US'));
const STATUS = {
  ok: 'ok',
  miss: '**MISS**',
  pending: 'pending',
  error: '**ERROR**',
  skipped: 'skipped',
  'no peer': 'no peer',
  'no target': 'no target (shown for information)',
  info: '',
};

function bundleTable(tasks) {
  const rows = tasks.map((t) => [
    `${t.id} — ${t.title}`,
    t.gifkit ? kib(t.gifkit.gzip) : t.status === 'pending' ? `pending (${t.lands})` : '—',
    t.peer ? kib(t.peer.gzip) : t.peerError ? 'error' : '—',
    ratio(t.ratio),
    t.maxGzip !== undefined ? `≤ ${kib(t.maxGzip)}` : t.target === null ? '—' : `≤ ${t.target.toFixed(2)}×`,
    t.gifkit ? kib(t.gifkit.brotli) : '—',
    t.peer ? kib(t.peer.brotli) : '—',
    STATUS[t.status] + (t.error ? `: ${t.error}` : ''),
  ]);
  const head = [
    'task',
    'gifkit gzip',
    'GIPHY gzip',
    'gifkit/GIPHY',
    'target',
    'gifkit brotli',
    'GIPHY brotli',
    'status',
  ];
  return table(head, rows);
}

/** Up to 15 modules one by one; more are summed by folder (`headless/grid/…`, `sdk/client/…`). */
function partLines(modules) {
  if (modules.length <= 15) return modules;
  const folders = new Map();
  for (const m of modules) {
    const folder = m.owner.includes('/') ? `${m.owner.split('/').slice(0, 2).join('/')}/…` : m.owner;
    const sum = folders.get(folder) ?? { owner: folder, module: m.owner, minified: 0, gzipShare: 0, count: 0 };
    sum.minified += m.minified;
    sum.gzipShare += m.gzipShare;
    sum.count++;
    folders.set(folder, sum);
  }
  return [...folders.values()]
    .sort((a, b) => b.minified - a.minified)
    .map((f) => ({ ...f, owner: f.count > 1 ? `${f.owner} (${f.count} modules)` : f.module }));
}

function partsTable(task) {
  const { marginal, fromSource, modules, withoutPackages } = task.parts;
  const rows = [
    [
      'the whole task built from gifkit source',
      kib(fromSource.gzip),
      `${fromSource.minified.toLocaleString('en-US')} B`,
      'modules kept apart (dist/ joins them)',
    ],
    ...marginal.map((m) => [
      `npm: ${m.package}`,
      kib(m.gzip),
      `${m.minified.toLocaleString('en-US')} B`,
      'marginal (rebuilt without it)',
    ]),
    [
      `gifkit's own code + entry`,
      kib(withoutPackages.gzip),
      `${withoutPackages.minified.toLocaleString('en-US')} B`,
      'built from source, packages left out',
    ],
    ...partLines(modules).map((m) => [
      `  ${m.owner}`,
      `≈ ${kib(m.gzipShare)}`,
      `${m.minified.toLocaleString('en-US')} B`,
      'share of the line above',
    ]),
  ];
  return table(["part of gifkit's bundle", 'gzip', 'minified', 'how measured'], rows);
}

function entriesTable(entries) {
  const rows = entries.map((e) =>
    e.error
      ? [e.id, '—', '—', '—', `**ERROR**: ${e.error}`]
      : [e.id, kib(e.gzip), kib(e.brotli), kib(e.minified), e.imports.join(', ') || 'none'],
  );
  return table(['entry point (everything it exports)', 'gzip', 'brotli', 'minified', 'still imports'], rows);
}

function migratedTable(rows) {
  return table(
    ['app (examples/migrate-*)', 'GIPHY build gzip', 'gifkit build gzip', 'gifkit/GIPHY', 'gifkit brotli', 'note'],
    rows.map((r) => [
      r.id,
      r.giphy ? kib(r.giphy.gzip) : '—',
      r.gifkit ? kib(r.gifkit.gzip) : '—',
      ratio(r.ratio),
      r.gifkit ? kib(r.gifkit.brotli) : '—',
      r.error ? `${STATUS.error}: ${r.error}` : '',
    ]),
  );
}

function hotTable(rows) {
  return table(
    ['hot path', 'gifkit ops/s', 'GIPHY ops/s', 'gifkit/GIPHY (higher is faster)', 'note'],
    rows.map((r) =>
      r.status === 'pending' || r.status === 'error'
        ? [r.title, '—', '—', '—', `${STATUS[r.status]}: ${r.error}`]
        : [r.title, ops(r.gifkit), ops(r.giphy), ratio(r.ratio), r.peerNote],
    ),
  );
}

function requestsTable(rows) {
  return table(
    ['request behaviour', 'gifkit (median / max)', 'GIPHY (median / max)', 'gifkit must', 'status'],
    rows.map((r) =>
      r.status === 'pending' || r.status === 'error' || r.status === 'skipped'
        ? [r.title, '—', '—', '—', `${STATUS[r.status]}: ${r.error}`]
        : [
            r.title,
            `${r.gifkit} / ${r.max.gifkit}`,
            `${r.giphy} / ${r.max.giphy}`,
            r.must === undefined ? '—' : `≤ ${r.must}`,
            STATUS[r.status],
          ],
    ),
  );
}

const num = (n) => (typeof n === 'number' ? n.toLocaleString('en-US') : n);

/** Small ratios read better as fractions: 0.0017 → "1/600". */
const gridRatio = (r) =>
  r === undefined || Number.isNaN(r) ? '—' : r === 0 ? '0×' : r < 0.1 ? `1/${num(Math.round(1 / r))}` : ratio(r);

/** The table's columns: the result's own, or one per size for results written before there were data sets. */
const gridColumnsOf = (grid) =>
  grid.columns ??
  grid.sizes.map((size, i, all) => ({ key: String(size), size, label: num(size), verdict: i === all.length - 1 }));

function gridTable(grid) {
  if (grid.status === 'skipped') return `skipped: ${grid.reason}`;
  const columns = gridColumnsOf(grid);
  const verdict = columns.find((c) => c.verdict) ?? columns[columns.length - 1];
  const others = columns.filter((c) => c !== verdict && c.size === verdict.size);
  const { settings } = grid;
  const intro =
    `Chromium ${grid.chromium}, ${settings.viewport.width}×${settings.viewport.height} viewport, grid ${settings.width} px wide, ` +
    `${settings.columns} columns, ${settings.gutter} px gutters, pages of ${settings.pageSize}, scroll at ${num(settings.scrollPxPerSecond)} px/s, ` +
    `one run per kit and column (kits alternating).`;
  const data = (grid.data ?? []).map(
    (set) =>
      `Data${set.primary ? ' (verdicts)' : ''}: ${set.label}: the ${num(set.templates)} recorded GIFs with ${set.renditions} renditions, ` +
      `${num(set.wireBytesPerGif)} B of JSON per GIF as served (pingback fields removed), cycled to ${set.sizes.map(num).join(', ')}` +
      (set.scroll === 'wheel'
        ? `; scrolled by a wheel gesture (real input) at ${num(set.scrollPxPerSecond)} px/s`
        : '') +
      ((set.rounds ?? 1) > 1 ? `; ${set.rounds} runs per kit, alternating, every scroll's frames counted.` : '.'),
  );
  const incomplete = (grid.runs ?? []).filter((r) => r.error || !r.complete);
  const label = (r) => columns.find((c) => c.size === r.size && c.data === (r.data ?? c.data))?.label ?? num(r.size);
  const notes = incomplete.map((r) =>
    r.error
      ? `**ERROR** ${r.kit} ${label(r)}: ${r.error}`
      : `**INCOMPLETE** ${r.kit} ${label(r)}: ${num(r.items)} GIFs loaded`,
  );
  const head = [
    'grid at scale',
    ...columns.map((c) => `${c.label}: gifkit / GIPHY`),
    `gifkit/GIPHY at ${verdict.label}`,
    ...others.map((c) => `gifkit/GIPHY at ${c.label}`),
    `target at ${verdict.label}`,
    'status',
  ];
  const rows = grid.rows.map((r) => [
    r.title,
    ...columns.map((c) => `${num(r.values[c.key].text.gifkit)} / ${num(r.values[c.key].text.giphy)}`),
    r.medians
      ? `${gridRatio(r.medians.gifkit / r.medians.giphy)} (${r.medians.gifkit} / ${r.medians.giphy} ms: medians of ${grid.firstPages?.gifkit?.length ?? 0} fresh pages each)`
      : r.noRatio
        ? '—'
        : gridRatio(r.values[verdict.key]?.ratio),
    ...others.map((c) => (r.noRatio ? '—' : gridRatio(r.values[c.key]?.ratio))),
    r.target,
    STATUS[r.status],
  ]);
  return [intro, ...data, ...notes, '', table(head, rows)].join('\n');
}

const ms = (n) => `${n.toFixed(0)} ms`;

function embedPageTable(embed) {
  if (embed.status === 'skipped') return `skipped: ${embed.reason}`;
  const { js, firstFrame } = embed;
  const intro =
    `Chromium ${embed.chromium}, \`${embed.url}\` built for production (real-API mode), served on loopback with the ` +
    `API from gifkit's mock; ${embed.loads} fresh loads (a new browser context each).`;
  const lazy = js.lazyLoaded.length
    ? `**Loaded without interaction (should be lazy):** ${js.lazyLoaded.join(', ')}`
    : 'No share-dialog, external-video or related-grid chunk was loaded without interaction (desktop and mobile).';
  const rows = [
    [
      'JavaScript loaded before the first interaction, React included (gzip)',
      `${kib(js.gzip)} (${js.gzip.toLocaleString('en-US')} B; mobile ${js.mobileGzip.toLocaleString('en-US')} B; ${js.files.length} files)`,
      `≤ ${kib(js.target)}`,
      STATUS[js.status],
    ],
    [
      'first painted frame, from navigation start (median)',
      `${ms(firstFrame.median)} (min ${ms(firstFrame.min)}, max ${ms(firstFrame.max)}; medians: script in at ` +
        `${ms(firstFrame.scriptMedian)}, GIF's API answer at ${ms(firstFrame.apiMedian)}; load average ${firstFrame.loadAverage.toFixed(1)})`,
      `≤ ${ms(firstFrame.target)}`,
      STATUS[firstFrame.status],
    ],
  ];
  return [intro, lazy, '', table(['/embed/:id page', 'gifkit', 'target', 'status'], rows)].join('\n');
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

function mediaTable(media) {
  if (media.status === 'skipped') return `skipped: ${media.reason}`;
  const intro =
    `Chromium ${media.chromium}; ${media.items} recorded items (${media.items - media.stickers} GIFs, ${media.stickers} stickers), ` +
    `every tile in view (${media.viewportHeight} px viewport), gutter ${media.gutter}; each media request priced at GIPHY's ` +
    'recorded size of that rendition and format. Economy mode and gifkit before the media policy (every tile a GIF ' +
    '`<img>`) are shown beside, not judged.';
  const rows = media.layouts.map((l) => [
    `${l.width} px, ${l.columns} columns, DPR ${l.dpr}`,
    `${mb(l.gifkit.bytes)} (${l.gifkit.requests} requests; ${l.gifkit.tiles.playing}/${l.gifkit.tiles.videos} videos playing)`,
    `${mb(l.giphy.bytes)} (${l.giphy.requests} requests)`,
    ratio(l.ratio),
    `≤ ${l.target.toFixed(2)}×${l.sharp ? ', every tile as sharp' : ''}`,
    l.sharp ? `${l.asSharp}/${l.tiles.length} (sharper: ${l.sharper})` : '—',
    `${mb(l.economy.bytes)} (${ratio(l.economy.ratio)})`,
    l.before ? `${mb(l.before.bytes)} (${ratio(l.before.ratio)})` : '—',
    l.poster ? `+${mb(l.poster.bytes)} (${ratio(l.poster.ratio)}; ${l.poster.unpriced} unpriced)` : '—',
    STATUS[l.status],
  ]);
  const head = [
    'layout',
    'gifkit',
    'GIPHY',
    'gifkit/GIPHY',
    'target',
    'as sharp as GIPHY',
    'gifkit economy',
    'gifkit before (GIF images)',
    "gifkit with a poster per video (its rendition's still)",
    'status',
  ];
  const detail = media.layouts.map((l) =>
    [
      '',
      `#### Each tile at ${l.width} px, DPR ${l.dpr}: what each kit loaded`,
      '',
      table(
        ['GIF', 'gifkit', 'GIPHY', 'gifkit bytes', 'GIPHY bytes'],
        l.tiles.map((t) => [
          t.id,
          t.gifkit,
          t.giphy,
          t.gifkitBytes.toLocaleString('en-US'),
          t.giphyBytes.toLocaleString('en-US'),
        ]),
      ),
    ].join('\n'),
  );
  return [intro, '', table(head, rows), ...detail, ...tenorMediaTable(media.tenor)].join('\n');
}

/** The Tenor-v2 answers through gifkit's KLIPY source: per layout what each tile loaded, against the MP4 that fills it. */
function tenorMediaTable(tenor) {
  if (!tenor?.length) return [];
  const intro =
    "The recorded Tenor-v2 answers (KLIPY's and Tenor's, one result each) through gifkit's KLIPY source and styled " +
    "`<Grid>`, each request priced at the provider's recorded `size`: every tile must play the smallest MP4 that fills it " +
    "(by the media policy's rule: the tile's device pixels at a density capped at 1.4, a rendition up to 50 px narrower " +
    'scaled up; else the widest), never the animated `tinygif` (shown beside).';
  const rows = tenor.map((l) => [
    `${l.width} px, ${l.columns} columns, DPR ${l.dpr} (tile ${Math.round(l.tilePixels)} px)`,
    l.tiles.map((t) => `${t.loaded} (${t.bytes.toLocaleString('en-US')} B)`).join('; '),
    l.tiles.map((t) => t.fills).join('; '),
    `${l.run.bytes.toLocaleString('en-US')} B`,
    `${l.tinygifBytes.toLocaleString('en-US')} B (${ratio(l.ratioToTinygif)})`,
    STATUS[l.status],
  ]);
  const head = [
    'layout',
    'gifkit loaded',
    'smallest MP4 that fills',
    'gifkit bytes',
    'tinygif bytes (gifkit/tinygif)',
    'status',
  ];
  return ['', '#### Tenor-v2 answers (KLIPY source)', '', intro, '', table(head, rows)];
}

const sec = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

function firstTileTable(firstTile) {
  if (firstTile.status === 'skipped') return `skipped: ${firstTile.reason}`;
  const { network, settings } = firstTile;
  const intro =
    `Chromium ${firstTile.chromium}; Slow 4G by CDP \`Network.emulateNetworkConditions\`: ${network.latency} ms added to every request, ` +
    `${(network.downloadThroughput * 8) / 1e6} Mbit/s down, ${(network.uploadThroughput * 8) / 1e3} kbit/s up; each load a fresh browser ` +
    `context (cold cache), device pixel ratio ${settings.deviceScaleFactor}, the kits alternating; production bundles gzip-compressed, the API ` +
    "from gifkit's mock, every media file at GIPHY's recorded size. From navigation start to the first screen frame in which a tile's " +
    `picture changes to another; median of ${firstTile.pages[0]?.gifkit.loads.length ?? 0} loads per kit (fastest–slowest); load average ` +
    `${firstTile.loadAverage.min.toFixed(1)}–${firstTile.loadAverage.max.toFixed(1)}.`;
  const spread = (k) => `${sec(k.medianMs)} (${sec(k.minMs)}–${sec(k.maxMs)})${k.failed ? `, ${k.failed} failed` : ''}`;
  const bytes = (k) => `${kib(k.bytesByThen.page)} / ${kib(k.bytesByThen.api)} / ${kib(k.bytesByThen.media)}`;
  const rows = firstTile.pages.map((p) => [
    p.title,
    spread(p.gifkit),
    spread(p.giphy),
    ratio(p.ratio),
    `${sec(p.gifkit.firstPictureMs)} / ${sec(p.giphy.firstPictureMs)}`,
    `${bytes(p.gifkit)}; ${bytes(p.giphy)}`,
    STATUS[p.status],
  ]);
  const head = [
    'page',
    'gifkit: first moving tile',
    'GIPHY: first moving tile',
    'gifkit/GIPHY',
    'first picture, gifkit / GIPHY (median)',
    'transferred by then: page / API / media, gifkit; GIPHY (median)',
    'status',
  ];
  return [intro, '', table(head, rows)].join('\n');
}

/** gifkit/server: its cost per request, and the upstream calls it saves with a cache in front. */
function serverTable(r) {
  const ms = (v) => (v === undefined ? '—' : `${v.toFixed(2)} ms`);
  const t = r.timing;
  const s = r.searches;
  const times = (n) => (n ? `${(s.perBrowser / n).toFixed(1)}× fewer` : '');
  return [
    '| path | requests/s (8 at a time) | latency p50 | latency p95 |',
    '| --- | ---: | ---: | ---: |',
    `| provider directly | ${Math.round(t.direct.rps)} | ${ms(t.direct.p50)} | ${ms(t.direct.p95)} |`,
    ...(t.bare
      ? [
          `| through a bare pass-through on the same adapters (any proxy hop) | ${Math.round(t.bare.rps)} | ${ms(t.bare.p50)} | ${ms(t.bare.p95)} |`,
        ]
      : []),
    `| through the handler (node:http) | ${Math.round(t.handler.rps)} | ${ms(t.handler.p50)} | ${ms(t.handler.p95)} |`,
    `| added by the handler, hop included | | ${ms(r.addedP50)} | ${ms(r.addedP95)} |`,
    ...(t.bare ? [`| added by the handler over the bare hop | | ${ms(r.overBareP50)} | ${ms(r.overBareP95)} |`] : []),
    `| the handler alone, in process (upstream in memory) | | ${ms(r.aloneP50)} | ${ms(r.aloneP95)} |`,
    ...(r.copyP50 === undefined
      ? []
      : [`| (a bare Response copy of the same bytes, in process) | | ${ms(r.copyP50)} | |`]),
    `| (Node's built-in fetch to the provider, for comparison) | | ${ms(r.builtinFetchP50)} | |`,
    '',
    `${s.total} searches by ${s.users} users, Zipf over the recorded trending terms (${s.distinct} distinct):`,
    '',
    '| clients | upstream calls | |',
    '| --- | ---: | --- |',
    `| per-browser clients (each its own cache) | ${s.perBrowser} | |`,
    `| keyless clients → handler, no cache | ${s.handlerNoCache} | ${times(s.handlerNoCache)} |`,
    s.handlerWithCache === undefined
      ? `| keyless clients → nginx → handler | skipped: ${s.skipped} | |`
      : `| keyless clients → nginx proxy_cache → handler | ${s.handlerWithCache} (at most ${s.maxPerQuery} per query) | ${times(s.handlerWithCache)} |`,
  ].join('\n');
}

/** The whole report as Markdown. */
export function formatReport(result) {
  const m = result.machine;
  const out = [
    `gifkit ${m.versions.gifkit} (${m.commit ?? 'no commit'}) vs @giphy/js-fetch-api ${m.versions['@giphy/js-fetch-api']} + @giphy/react-components ${m.versions['@giphy/react-components']}`,
    `${m.date} · ${m.cpu} × ${m.cores} · ${m.memoryGB} GB · ${m.os} · Node ${m.node} · ${result.rounds} rounds, alternating, medians`,
  ];
  if (result.bundle) {
    out.push(
      '',
      '### Bundle cost (esbuild, minified, production, react/react-dom external)',
      '',
      bundleTable(result.bundle.tasks),
    );
    for (const task of result.bundle.tasks.filter((t) => t.parts)) {
      out.push('', `#### What ${task.id} costs, part by part`, '', partsTable(task));
    }
    out.push('', '### gifkit entry points', '', entriesTable(result.bundle.entries));
    if (result.bundle.migrated) {
      out.push(
        '',
        "### Apps migrated from GIPHY's kit by changing imports (JS + CSS, react/react-dom external)",
        '',
        migratedTable(result.bundle.migrated),
      );
    }
  }
  if (result.hotPaths) out.push('', '### SDK hot paths', '', hotTable(result.hotPaths));
  if (result.requests) out.push('', '### Request behaviour', '', requestsTable(result.requests));
  if (result.grid) out.push('', '### Grid at scale (real Chromium)', '', gridTable(result.grid));
  if (result.embedPage) out.push('', '### The embed page (real Chromium)', '', embedPageTable(result.embedPage));
  if (result.media) out.push('', '### Media bytes (real Chromium)', '', mediaTable(result.media));
  if (result.firstTile)
    out.push('', '### Time to the first moving tile, Slow 4G (real Chromium)', '', firstTileTable(result.firstTile));
  if (result.server) out.push('', '### gifkit/server', '', serverTable(result.server));
  return out.join('\n');
}
