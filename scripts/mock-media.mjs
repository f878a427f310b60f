// `node scripts/mock-media.mjs`: (re)generates the mock API's local moving media in
// sdk/mock/media/ — short, seamless, colourful loops drawn by ffmpeg's `geq` filter (no
// source footage, nothing downloaded), each as GIF, WebP and MP4 at three sizes plus stills,
// and a manifest the mock reads (sdk/mock/mockMedia.ts).
//
// The generated files are COMMITTED: a fresh clone needs no ffmpeg. Run this only to change
// the loops; it needs ffmpeg (Debian: `apt-get install ffmpeg`, with libx264 and libwebp).
// Output is deterministic for a given ffmpeg build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'sdk', 'mock', 'media');
const FPS = 10;
const SECONDS = 2;
const P = `${SECONDS}`; // loop period: every expression is periodic in T with this period
const TAU = '6.2831853';
const PH = `(${TAU}*T/${P})`; // phase 0…2π over one loop

// u, v: coordinates in 0…1 across the frame; cu, cv: centred (−0.5…0.5).
const u = '(X/W)';
const v = '(Y/H)';
const cu = '(X/W-0.5)';
const cv = '(Y/H-0.5)';
/** r, g, b of a rainbow at phase `x` (radians). */
const rainbow = (x) => [`128+127*sin(${x})`, `128+127*sin(${x}+2.094)`, `128+127*sin(${x}+4.189)`];

/**
 * The loops. `aspect` is width ÷ height; `sticker` loops have an alpha channel (GIF with a
 * transparent index, WebP with alpha; their MP4 sits on a dark backdrop, as GIPHY's do).
 */
const LOOPS = [
  {
    name: 'aurora',
    aspect: 16 / 9,
    rgb: rainbow(`3.14*(sin(${u}*7+${PH})+sin(${v}*5-${PH})+sin((${u}+${v})*4+${PH}))`),
  },
  {
    name: 'sunset',
    aspect: 16 / 9,
    rgb: [
      `200+55*sin(${TAU}*(${u}*3+${v}*1.5)-${PH})`,
      `90+70*sin(${TAU}*(${u}*3+${v}*1.5)-${PH}+1)*(1-${v}*0.6)`,
      `130+110*sin(${TAU}*(${u}*3+${v}*1.5)-${PH}+2.6)*${v}`,
    ],
  },
  {
    name: 'neon',
    aspect: 16 / 9,
    // A glowing sine wave crossing a dark screen, its colour running along it.
    rgb: [0, 2.094, 4.189].map(
      (shift) =>
        `20+235*exp(-pow((${v}-0.5-0.3*sin(${TAU}*${u}*1.5-${PH}))*14,2))*(0.55+0.45*sin(${TAU}*${u}+${PH}+${shift}))`,
    ),
  },
  {
    name: 'ripple',
    aspect: 1,
    rgb: rainbow(`hypot(${cu},${cv})*24-${PH}`),
  },
  {
    name: 'tiles',
    aspect: 1,
    // A checkerboard turning a quarter turn per loop (seamless: the board is 90° symmetric).
    rgb: [0, 1, 2].map((k) => {
      const a = `(${PH}/4)`;
      const x = `(${cu}*cos(${a})-${cv}*sin(${a}))`;
      const y = `(${cu}*sin(${a})+${cv}*cos(${a}))`;
      const check = `mod(floor(${x}*6+10)+floor(${y}*6+10),2)`;
      const on = [250, 70, 120][k];
      const off = [40, 180, 230][k];
      return `${off}+(${on}-${off})*${check}`;
    }),
  },
  {
    name: 'prism',
    aspect: 4 / 3,
    // A colour wheel turning, brighter towards the middle.
    rgb: rainbow(`atan2(${cv},${cu})+${PH}`).map((c) => `(${c})*(1.1-hypot(${cu},${cv})*1.2)`),
  },
  {
    name: 'lava',
    aspect: 3 / 4,
    // Three blobs orbiting (metaballs), hot colours inside, deep purple outside.
    rgb: (() => {
      const blob = (cx, cy, rx, ry, k) =>
        `0.012/(pow(${u}-${cx}-${rx}*sin(${PH}*${k}),2)+pow(${v}-${cy}-${ry}*cos(${PH}*${k}),2)+0.001)`;
      const field = `(${blob(0.5, 0.3, 0.2, 0.12, 1)}+${blob(0.4, 0.6, 0.15, 0.2, 2)}+${blob(0.6, 0.75, 0.18, 0.1, 1)})`;
      const f = `min(1,${field}/1.5)`;
      return [`60+195*${f}`, `10+200*pow(${f},3)`, `90-60*${f}+40*${v}`];
    })(),
  },
  {
    name: 'comet',
    aspect: 2,
    // Rainbow bars racing by, with a pulse of light.
    rgb: rainbow(`${TAU}*(${u}*2-T/${P})`).map((c) => `(${c})*(0.6+0.4*sin(${TAU}*(${u}-T/${P})))`),
  },
  {
    name: 'bounce',
    aspect: 1,
    sticker: true,
    // A ball bouncing (twice per loop), shaded from its top left.
    shape: `lt(hypot(${cu},${v}-0.72+0.42*abs(sin(${PH}))),0.2)`,
    rgb: [
      `255-300*hypot(${cu}+0.06,${v}-0.66+0.42*abs(sin(${PH})))`,
      `120-200*hypot(${cu}+0.06,${v}-0.66+0.42*abs(sin(${PH})))`,
      `200-150*hypot(${cu}+0.06,${v}-0.66+0.42*abs(sin(${PH})))`,
    ],
  },
  {
    name: 'star',
    aspect: 1,
    sticker: true,
    // A five-pointed star turning a fifth of a turn per loop.
    shape: `lt(hypot(${cu},${cv}),0.28+0.14*cos(5*(atan2(${cv},${cu})-${PH}/5)))`,
    rgb: ['255', `200-120*hypot(${cu},${cv})`, `40+200*hypot(${cu},${cv})`],
  },
  {
    name: 'heart',
    aspect: 1,
    sticker: true,
    // A beating heart: (x² + y² − 1)³ − x²y³ < 0, scaled by the beat.
    shape: (() => {
      const s = `(0.3*(1+0.12*sin(${PH}*2)))`;
      const x = `(${cu}/${s})`;
      const y = `(-(${cv}+0.03)/${s})`;
      return `lt(pow(${x}*${x}+${y}*${y}-1,3)-${x}*${x}*pow(${y},3),0)`;
    })(),
    rgb: ['255', `40+150*${v}*(1-${v})`, `90+120*${u}*(1-${v})`],
  },
];

/** Widths per size class; heights follow the aspect (even, for H.264). */
const SIZES = { s: 100, m: 200, l: 400 };
const STICKER_SIZES = { s: 100, m: 200, l: 320 };

const even = (n) => Math.max(2, Math.round(n / 2) * 2);

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.error) throw new Error(`ffmpeg not found (${run.error.message}); install it, e.g. apt-get install ffmpeg`);
  if (run.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

/** Renders a loop once, losslessly, at its largest size (the other sizes are scaled from it). */
function renderMaster(loop, width, height, file) {
  const clip = (e) => `clip(${e},0,255)`;
  const [r, g, b] = loop.rgb.map((e) => clip(e));
  const alpha = loop.sticker ? `:a='255*${loop.shape}'` : '';
  const geq = `format=${loop.sticker ? 'rgba' : 'rgb24'},geq=r='${r}':g='${g}':b='${b}'${alpha}`;
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${width}x${height}:r=${FPS}:d=${SECONDS}`,
    '-vf',
    geq,
    '-c:v',
    'png',
    '-f',
    'mov',
    file,
  ]);
}

function encode(loop, master, dir, size, width, height) {
  const scale = `scale=${width}:${height}:flags=lanczos`;
  const gifFilter = loop.sticker
    ? `${scale},split[a][b];[a]palettegen=reserve_transparent=1:max_colors=64[p];[b][p]paletteuse=alpha_threshold=128:dither=none`
    : `${scale},split[a][b];[a]palettegen=max_colors=64:stats_mode=full[p];[b][p]paletteuse=dither=none`;
  // GIF is the heavy format: none at the large size (the mock serves the medium one there).
  if (size !== 'l') ffmpeg(['-i', master, '-filter_complex', gifFilter, '-loop', '0', path.join(dir, `${size}.gif`)]);
  ffmpeg([
    '-i',
    master,
    '-vf',
    loop.sticker ? `${scale},format=yuva420p` : scale,
    '-c:v',
    'libwebp_anim',
    '-quality',
    '50',
    '-loop',
    '0',
    path.join(dir, `${size}.webp`),
  ]);
  // MP4: H.264 baseline, no audio; stickers sit on a dark backdrop.
  const input = loop.sticker
    ? ['-i', master, '-f', 'lavfi', '-i', `color=c=0x1d1b2e:s=${width}x${height}:r=${FPS}:d=${SECONDS}`]
    : ['-i', master];
  const filter = loop.sticker
    ? `[0:v]${scale}[fg];[1:v][fg]overlay=shortest=1,format=yuv420p`
    : `[0:v]${scale},format=yuv420p`;
  ffmpeg([
    ...input,
    '-filter_complex',
    filter,
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    path.join(dir, `${size}.mp4`),
  ]);
}

/**
 * An 80 px square crop of the still, named as GIPHY's sized avatars are (`…/80h.jpg`): the
 * kit asks for `<avatar>/80h.<ext>` and leaves an already sized URL alone.
 */
function avatar(dir) {
  mkdirSync(path.join(dir, 'avatar'));
  ffmpeg([
    '-i',
    path.join(dir, 'still.jpg'),
    '-vf',
    'crop=min(iw\\,ih):min(iw\\,ih),scale=80:80',
    '-q:v',
    '5',
    path.join(dir, 'avatar', '80h.jpg'),
  ]);
}

function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const tmp = mkdtempSync(path.join(tmpdir(), 'gifkit-media-'));
  const manifest = { fps: FPS, seconds: SECONDS, loops: [] };
  try {
    for (const loop of LOOPS) {
      const dir = path.join(OUT, loop.name);
      mkdirSync(dir);
      const widths = loop.sticker ? STICKER_SIZES : SIZES;
      const dims = Object.fromEntries(
        Object.entries(widths).map(([size, w]) => {
          const width = even(loop.aspect >= 1 ? w : w * loop.aspect);
          return [size, { width, height: even(width / loop.aspect) }];
        }),
      );
      const master = path.join(tmp, `${loop.name}.mov`);
      renderMaster(loop, dims.l.width, dims.l.height, master);
      for (const [size, { width, height }] of Object.entries(dims)) encode(loop, master, dir, size, width, height);
      // Stills: the first frame, as GIF (medium) and JPEG (large, like GIPHY's 480w_s.jpg).
      ffmpeg(['-i', path.join(dir, 'm.gif'), '-frames:v', '1', path.join(dir, 'still.gif')]);
      ffmpeg(['-i', master, '-frames:v', '1', '-q:v', '5', path.join(dir, 'still.jpg')]);
      avatar(dir);
      manifest.loops.push({
        name: loop.name,
        aspect: +(dims.l.width / dims.l.height).toFixed(4),
        sticker: !!loop.sticker,
        sizes: dims,
      });
      console.log(
        `${loop.name}: ${Object.values(dims)
          .map((d) => `${d.width}×${d.height}`)
          .join(', ')}`,
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  // Captions for the mock's clips (every clip points at this one file).
  writeFileSync(
    path.join(OUT, 'captions.vtt'),
    'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nA loop from gifkit’s mock media\n\n00:00:01.000 --> 00:00:02.000\nmade offline, no GIPHY needed\n',
  );
  writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = readdirSync(OUT, { recursive: true })
    .map((f) => path.join(OUT, String(f)))
    .filter((f) => statSync(f).isFile())
    .reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(`sdk/mock/media: ${(total / 1024).toFixed(0)} KiB in total`);
}

main();
