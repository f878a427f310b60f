/**
 * The v4 mock's mutable state, built fresh for every mock instance: the channel tree
 * (root `gifkit` #1 with children #2 and #3, root `gifkit-archive` #4 with child #5), channel
 * GIF lists, ranked and magic tags, flush jobs, users, pending registrations and removed GIFs.
 */
import type { components } from '../../generated/v4';
import { gifAt } from './gifs';
import { seedArtists, seedUsers, type V4User } from './v4';

type Schemas = components['schemas'];

export interface ChannelRecord {
  id: number;
  slug: string;
  display_name: string;
  short_display_name: string;
  description: string;
  parent: number | null;
  position: number;
  type: string;
  content_type: string;
  is_private: boolean;
  is_visible: boolean;
  banner_image: string | null;
  /** Explicitly featured GIF id; the first feed GIF otherwise. */
  featured_gif: string | null;
  /** The channel's GIF ids, top of the feed first. */
  gifs: string[];
  update_datetime: string;
}

export interface FlushJob {
  channel: number;
  polls: number;
}

export interface PendingRegistration {
  id: number;
  username: string;
  email: string;
}

export interface V4State {
  channels: Map<number, ChannelRecord>;
  rankedTags: Map<number, Schemas['RankedTag']>;
  magicTags: Map<number, Schemas['MagicTag']>;
  jobs: Map<string, FlushJob>;
  users: Map<number, V4User>;
  artists: Schemas['Artist'][];
  /** Pending registrations by confirmation token. */
  pending: Map<string, PendingRegistration>;
  /** GIF ids taken down. */
  removed: Set<string>;
  next: { channel: number; rankedTag: number; magicTag: number; job: number; user: number };
}

/** The job id the spec's `retrieveChannelJob` example uses (already finished). */
const SEED_JOB = '6f1c9a52-8d4e-4c1b-9a7e-2b6f0d9e4c11';

/** A deterministic UUID (v4 layout) for the n-th job of a mock instance. */
export function jobUuid(n: number): string {
  return `0f1ac0de-${(n >> 16).toString(16).padStart(4, '0')}-4${(n & 0xfff).toString(16).padStart(3, '0')}-8000-${n.toString(16).padStart(12, '0')}`;
}

const ids = (from: number, to: number, kind: 'gif' | 'sticker' = 'gif') =>
  Array.from({ length: to - from }, (_, i) => gifAt(from + i, kind).id);

function channel(
  fields: Pick<ChannelRecord, 'id' | 'slug' | 'display_name' | 'parent' | 'position' | 'gifs'> & Partial<ChannelRecord>,
): ChannelRecord {
  return {
    short_display_name: fields.display_name,
    description: '',
    type: 'editorial',
    content_type: 'gif',
    is_private: false,
    is_visible: true,
    banner_image: null,
    featured_gif: null,
    update_datetime: '2024-09-01T12:00:00Z',
    ...fields,
  };
}

export function createV4State(): V4State {
  const channels = [
    channel({ id: 1, slug: 'gifkit', display_name: 'gifkit', parent: null, position: 0, gifs: ids(0, 60) }),
    channel({
      id: 2,
      slug: 'reactions',
      display_name: 'Reactions',
      description: 'Reaction GIFs for every mood.',
      parent: 1,
      position: 0,
      gifs: ids(20, 50),
    }),
    channel({
      id: 3,
      slug: 'stickers',
      display_name: 'Stickers',
      content_type: 'sticker',
      parent: 1,
      position: 1,
      gifs: ids(0, 20, 'sticker'),
    }),
    channel({ id: 4, slug: 'gifkit-archive', display_name: 'Archive', parent: null, position: 1, gifs: [] }),
    channel({
      id: 5,
      slug: 'throwbacks',
      display_name: 'Throwbacks',
      type: 'community',
      parent: 4,
      position: 0,
      gifs: ids(60, 72),
    }),
  ];
  const rankedTags: Schemas['RankedTag'][] = [
    { id: 1, channel: 1, tag: 'reactions', rank: 1 },
    { id: 2, channel: 1, tag: 'memes', rank: 2 },
    { id: 3, channel: 2, tag: 'mood', rank: 1 },
  ];
  const magicTags: Schemas['MagicTag'][] = [
    { id: 1, channel: 1, tag: 'gifkit' },
    { id: 2, channel: 3, tag: 'emoji' },
  ];
  const artists = seedArtists();
  const users = new Map<number, V4User>();
  for (const user of [...seedUsers(), ...artists]) users.set(user.id, user);
  return {
    channels: new Map(channels.map((c) => [c.id, c])),
    rankedTags: new Map(rankedTags.map((t) => [t.id, t])),
    magicTags: new Map(magicTags.map((t) => [t.id, t])),
    jobs: new Map([[SEED_JOB, { channel: 1, polls: 2 }]]),
    users,
    artists,
    pending: new Map([
      ['gifkit-confirm-pendingcreator', { id: 3, username: 'pendingcreator', email: 'pending.creator@example.com' }],
    ]),
    removed: new Set(),
    next: { channel: 6, rankedTag: 4, magicTag: 3, job: 1, user: 4 },
  };
}
