/**
 * Seed data for the stories-gateway mock: authors, stories (user `gifkit` has published
 * and unpublished ones; two partner artists have one each), the trending schedule, and
 * the builders that turn a stored record into the wire `Story` (GIFs from the recordings).
 */
import type { components } from '../../generated/stories';
import { fixtureGifs, fixtureStickers, gifAt, type RawGif } from './gifs';

type Story = components['schemas']['Story'];
type StoryUser = components['schemas']['StoryUser'];
type Gif = components['schemas']['Gif'];

/** A story as the mock stores it: GIFs by id, author by username. */
export interface StoryRecord {
  story_id: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  cover_gif_id: string | null;
  gifs: { gif_id: string; caption: string | null }[];
  create_datetime: string;
  update_datetime: string;
  publish_datetime: string | null;
  is_published: boolean;
  username: string;
}

/** A trending-schedule entry as the mock stores it. */
export interface TrendingRecord {
  id: string;
  story_id: string;
  publish_datetime: string;
}

function fixtureUser(gif: RawGif, id: number, partner: boolean): StoryUser {
  const user = (gif.user ?? {}) as Record<string, unknown>;
  return {
    id,
    username: String(user.username ?? gif.username),
    display_name: String(user.display_name ?? gif.username),
    avatar_url: String(user.avatar_url ?? ''),
    profile_url: String(user.profile_url ?? `https://giphy.com/${gif.username}/`),
    is_verified: user.is_verified === true,
    is_partner_artist: partner,
  };
}

/** The authors the gateway knows (`gifkit` is the logged-in user of the demos). */
export const storyUsers: Readonly<Record<string, StoryUser>> = {
  gifkit: {
    id: 41_000_001,
    username: 'gifkit',
    display_name: 'gifkit',
    avatar_url: 'https://media.giphy.com/avatars/default3.gif',
    profile_url: 'https://giphy.com/gifkit/',
    is_verified: false,
    is_partner_artist: false,
  },
  haydiroket: fixtureUser(fixtureGifs[15]!, 41_000_002, true),
  bublywater: fixtureUser(fixtureGifs[25]!, 41_000_003, true),
};

const ids = (...indexes: number[]): StoryRecord['gifs'] => indexes.map((i) => ({ gif_id: gifAt(i).id, caption: null }));

function seed(
  n: string,
  username: string,
  title: string,
  tags: string[],
  gifIndexes: number[],
  created: string,
  published: string | null,
): StoryRecord {
  const gifs = ids(...gifIndexes);
  gifs[0]!.caption = `${title}, part one`;
  return {
    story_id: n,
    slug: `${slugify(title)}-${n.slice(-4)}`,
    title,
    description: `${title}: a story by ${username}.`,
    tags,
    cover_gif_id: gifs[0]!.gif_id,
    gifs,
    create_datetime: created,
    update_datetime: created,
    publish_datetime: published,
    is_published: published !== null,
    username,
  };
}

/** Fresh copies of the seeded stories, newest first. */
export function seedStories(): StoryRecord[] {
  return [
    seed(
      'pa5tRy0002',
      'bublywater',
      "Let's chill",
      ['chill', 'bubly'],
      [25, 5, 6],
      '2024-06-28T15:00:00Z',
      '2024-07-01T09:00:00Z',
    ),
    seed(
      'pa5tRy0001',
      'haydiroket',
      'Surf season',
      ['surf', 'summer'],
      [15, 21],
      '2024-06-10T12:00:00Z',
      '2024-06-15T09:00:00Z',
    ),
    seed('gk5tRy0006', 'gifkit', 'Old draft', ['draft'], [16], '2024-05-20T08:00:00Z', null),
    seed('gk5tRy0005', 'gifkit', 'Holiday drafts', ['holidays'], [18, 22], '2024-05-10T08:00:00Z', null),
    seed(
      'gk5tRy0001',
      'gifkit',
      'Summer vibes',
      ['summer', 'beach'],
      [15, 25, 21, 10],
      '2024-05-02T10:00:00Z',
      '2024-05-03T09:00:00Z',
    ),
    seed(
      'gk5tRy0002',
      'gifkit',
      'Dragon Ball moods',
      ['anime', 'dragon ball'],
      [0, 1, 2, 3, 4],
      '2024-04-08T10:00:00Z',
      '2024-04-10T09:00:00Z',
    ),
    seed(
      'gk5tRy0003',
      'gifkit',
      'Always sunny reactions',
      ['reactions', 'tv'],
      [10, 11, 12, 13, 14],
      '2024-02-27T10:00:00Z',
      '2024-03-01T09:00:00Z',
    ),
    seed(
      'gk5tRy0004',
      'gifkit',
      'Pizza party',
      ['pizza', 'party'],
      [17, 19, 20],
      '2024-02-12T10:00:00Z',
      '2024-02-14T09:00:00Z',
    ),
  ];
}

/** Fresh copies of the seeded trending schedule. */
export function seedTrending(): TrendingRecord[] {
  return [
    { id: 'trnd0001', story_id: 'gk5tRy0001', publish_datetime: '2030-06-02T09:00:00Z' },
    { id: 'trnd0002', story_id: 'gk5tRy0002', publish_datetime: '2030-06-03T09:00:00Z' },
  ];
}

export function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'story'
  );
}

/** A recorded GIF by id; unknown ids get a recorded GIF's data under that id. */
function gifById(id: string): Gif {
  const known = [...fixtureGifs, ...fixtureStickers].find((g) => g.id === id);
  if (known) return known as Gif;
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { ...gifAt(hash % fixtureGifs.length), id } as Gif;
}

function userOf(username: string): StoryUser {
  return storyUsers[username] ?? { username, display_name: username, profile_url: `https://giphy.com/${username}/` };
}

/** The wire story; `coverOnly` leaves out `gifs` (the gateway's cover-only hydration). */
export function toStory(record: StoryRecord, coverOnly = false): Story {
  const story: Story = {
    story_id: record.story_id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    tags: [...record.tags],
    cover_gif: record.cover_gif_id ? { gif: gifById(record.cover_gif_id) } : null,
    create_datetime: record.create_datetime,
    update_datetime: record.update_datetime,
    publish_datetime: record.publish_datetime,
    is_published: record.is_published,
    url: `https://giphy.com/stories/${record.slug}`,
    user: userOf(record.username),
  };
  if (!coverOnly) story.gifs = record.gifs.map((g) => ({ gif: gifById(g.gif_id), caption: g.caption }));
  return story;
}
