/**
 * GIF and user data for the v4 (giphy.com site API) mock: finding any `gifAt` GIF by id,
 * the site's GIF shape (`index_id`, ISO `create_datetime`, `images.source`, `user.{id,name}`),
 * the mock's own users and the artists directory built from the recorded uploaders.
 * Pure builders only: the mutable state lives in the mock instance (see ./v4-state.ts).
 */
import type { components } from '../../generated/v4';
import { fixtureGifs, fixtureStickers, gifAt, type RawGif } from './gifs';

type Schemas = components['schemas'];
export type V4Gif = Schemas['Gif'];
export type V4User = Schemas['User'];
export type V4Artist = Schemas['Artist'];

/** The user every credential logs in as. */
export const SELF_ID = 1;

/** A small stable hash (FNV-1a, 32 bit) for deterministic derived values. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `2020-09-23 15:46:21` → `2020-09-23T15:46:21Z`; sentinels and blanks → undefined. */
function isoOf(datetime: unknown): string | undefined {
  if (typeof datetime !== 'string' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(datetime)) return undefined;
  if (datetime.startsWith('0000') || datetime.startsWith('1970')) return undefined;
  return `${datetime.replace(' ', 'T')}Z`;
}

const POOLS = [
  ['gif', fixtureGifs],
  ['sticker', fixtureStickers],
] as const;

/** Finds a recorded GIF or sticker by id, including the `gifAt` copies (`<base id>x<n>`). */
export function findGif(id: string): RawGif | undefined {
  for (const [, pool] of POOLS) {
    const hit = pool.find((g) => g.id === id);
    if (hit) return hit;
  }
  for (let at = id.indexOf('x', 1); at > 0; at = id.indexOf('x', at + 1)) {
    const n = Number.parseInt(id.slice(at + 1), 36);
    if (!Number.isSafeInteger(n) || n.toString(36) !== id.slice(at + 1)) continue;
    for (const [kind] of POOLS) {
      const gif = gifAt(n, kind);
      if (gif.id === id) return gif;
    }
  }
  return undefined;
}

type RawUser = Record<string, unknown> & { username?: string; display_name?: string; id?: number };

function userIdOf(user: RawUser): number {
  return typeof user.id === 'number' ? user.id : 1000 + (hashOf(String(user.username)) % 9_000_000);
}

/** A recorded GIF in the site API's shape. */
export function toV4Gif(raw: RawGif): V4Gif {
  const { user, images, ...rest } = raw as RawGif & { user?: RawUser };
  const original = images.original ?? {};
  const source = images.source ?? {
    url: original.url?.replace(/\/giphy\.gif(?=\?|$)/, '/source.gif'),
    width: original.width,
    height: original.height,
    size: original.size,
  };
  const gif: V4Gif = {
    ...rest,
    id: raw.id,
    index_id: 10_000_000 + (hashOf(raw.id) % 90_000_000),
    create_datetime: isoOf(raw.import_datetime),
    images: { ...images, source },
  };
  if (user?.username) {
    gif.user = {
      ...user,
      id: userIdOf(user),
      name: user.display_name || user.username,
      username: user.username,
    };
  }
  return gif;
}

/** The mock's own accounts: `gifkit` (the caller, staff) and a colleague. */
export function seedUsers(): V4User[] {
  return [
    {
      id: SELF_ID,
      username: 'gifkit',
      display_name: 'gifkit',
      name: 'gifkit',
      email: 'hello@gifkit.dev',
      description: 'The gifkit demo channel.',
      avatar_url: 'https://media.giphy.com/avatars/gifkit/avatar.gif',
      banner_url: 'https://media.giphy.com/channel_assets/gifkit/banner.gif',
      banner_image: 'https://media.giphy.com/channel_assets/gifkit/banner.gif',
      profile_url: 'https://giphy.com/gifkit/',
      user_type: 'partner',
      is_verified: true,
      is_public: true,
      is_staff: true,
      website_url: 'https://gifkit.dev',
      date_joined: '2024-01-15 10:00:00',
      last_login: '2024-09-12T08:30:00Z',
    },
    {
      id: 2,
      username: 'gifkit-editor',
      display_name: 'gifkit editor',
      name: 'gifkit editor',
      email: 'editor@gifkit.dev',
      avatar_url: 'https://media.giphy.com/avatars/gifkit-editor/avatar.gif',
      profile_url: 'https://giphy.com/gifkit-editor/',
      user_type: 'user',
      is_verified: false,
      is_public: true,
      is_staff: false,
      date_joined: '2024-03-02 16:20:00',
      last_login: null,
    },
  ];
}

/** Every distinct recorded uploader as an artist, featuring their newest recorded GIF. */
export function seedArtists(): V4Artist[] {
  const byName = new Map<string, { user: RawUser; gifs: RawGif[] }>();
  for (const gif of [...fixtureGifs, ...fixtureStickers]) {
    const user = gif.user as RawUser | undefined;
    if (!user?.username) continue;
    const entry = byName.get(user.username) ?? { user, gifs: [] };
    entry.gifs.push(gif);
    byName.set(user.username, entry);
  }
  return [...byName.values()].map(({ user, gifs }) => {
    const newest = [...gifs].sort((a, b) => String(b.import_datetime).localeCompare(String(a.import_datetime)))[0]!;
    const username = String(user.username);
    return {
      ...user,
      id: userIdOf(user),
      username,
      display_name: user.display_name || username,
      user_type: typeof user.user_type === 'string' ? user.user_type : 'artist',
      featured_gif: toV4Gif(newest),
      is_freelance: hashOf(username) % 3 === 0,
      update_datetime: isoOf(newest.import_datetime) ?? '2020-01-01T00:00:00Z',
    } as V4Artist;
  });
}

/** The searchable pool of the search service: GIFs and stickers. */
export function searchPool(): RawGif[] {
  const gifs = Array.from({ length: 120 }, (_, n) => gifAt(n));
  const stickers = Array.from({ length: 40 }, (_, n) => gifAt(n, 'sticker'));
  return [...gifs, ...stickers];
}

/** Lower-cased text a search matches against: title, slug, username and tags. */
export function searchText(gif: RawGif): string {
  const tags = Array.isArray(gif.tags) ? gif.tags.join(' ') : '';
  return [gif.title, gif.slug, gif.username, tags]
    .map((v) => String(v ?? ''))
    .join(' ')
    .toLowerCase();
}
