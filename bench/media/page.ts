/**
 * The page side of the media-bytes case (bench/cases/media.mjs), shared by both kits' pages:
 * reads the layout from the query string (`?width=408&columns=3&gutter=6&economy=1&media=gif`), loads
 * the recorded GIFs (`/templates/media.json`, or the kit's `dataset`: raw, every URL on this server), normalizes them
 * as the kit's client does, and mounts the kit's grid over a fetch function that answers
 * them all in one page. `window.__media.tiles()` says what each tile shows, for the driver.
 */

export interface MediaLayout {
  width: number;
  columns: number;
  gutter: number;
  economy: boolean;
  /** Force this file format (gifkit's `media` tile option); `gif` renders every tile as the tile did before the media policy. */
  media: 'gif' | undefined;
}

export interface MediaPage<G> {
  data: G[];
  pagination: { total_count: number; count: number; offset: number };
  meta: { status: number; msg: string; response_id: string };
}

export interface MediaKit<G> {
  /** The templates' data set (`/templates/<dataset>.json`): `media` (GIPHY's recorded GIFs) unless said. */
  dataset?: string;
  normalize(page: MediaPage<unknown>): G[];
  /** `raw` is the data set's items as the server has them (every URL on this server), for a page that answers them its own way. */
  mount(
    container: HTMLElement,
    fetchGifs: (offset: number) => Promise<MediaPage<G>>,
    layout: MediaLayout,
    raw: unknown[],
  ): void;
}

/** What one tile element shows: its media element's kind, the URL it loaded and whether it moves. */
export interface TileReport {
  kind: 'video' | 'img';
  url: string;
  playing: boolean;
  loaded: boolean;
}

export function install<G>(kit: MediaKit<G>) {
  const query = new URLSearchParams(location.search);
  const layout: MediaLayout = {
    width: Number(query.get('width') ?? 408),
    columns: Number(query.get('columns') ?? 3),
    gutter: Number(query.get('gutter') ?? 6),
    economy: query.get('economy') === '1',
    media: query.get('media') === 'gif' ? 'gif' : undefined,
  };
  const container = document.getElementById('root')!;
  void fetch(`/templates/${kit.dataset ?? 'media'}.json`)
    .then((response) => response.json() as Promise<{ json: string }[]>)
    .then((templates) => {
      const raw = templates.map((template) => JSON.parse(template.json) as unknown);
      const page = (offset: number): MediaPage<unknown> => {
        const data = offset === 0 ? raw : [];
        return {
          data,
          pagination: { total_count: raw.length, count: data.length, offset },
          meta: { status: 200, msg: 'OK', response_id: 'media-bench' },
        };
      };
      kit.mount(
        container,
        async (offset) => {
          const answer = page(offset);
          return { ...answer, data: answer.data.length ? kit.normalize(answer) : [] };
        },
        layout,
        raw,
      );
    });
  (window as typeof window & { __media?: unknown }).__media = {
    tiles(): TileReport[] {
      return [...container.querySelectorAll<HTMLVideoElement | HTMLImageElement>('video, img')].map((media) =>
        media instanceof HTMLVideoElement
          ? {
              kind: 'video',
              url: media.currentSrc,
              playing: !media.paused && media.currentTime > 0,
              loaded: media.readyState >= 2,
            }
          : { kind: 'img', url: media.currentSrc, playing: false, loaded: media.complete && media.naturalWidth > 0 },
      );
    },
  };
}
