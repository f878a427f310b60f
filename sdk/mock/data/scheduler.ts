/**
 * Seed data for the trending-scheduler mock: a few scheduled GIFs and a sticker (user
 * `gifkit`), the activity log that scheduled them, and the GIF lookup used for new entries.
 */
import type { components } from '../../generated/scheduler';
import { fixtureGifs, fixtureStickers, gifAt, type RawGif } from './gifs';

export type ScheduledEntry = components['schemas']['ScheduledEntry'];
export type ActivityEntry = components['schemas']['ActivityEntry'];

/** The user every mocked token belongs to. */
export const SCHEDULER_USER = 'gifkit';

/** A recorded GIF or sticker by id; unknown ids get a recorded GIF's data under that id. */
export function rawGifById(id: string, type = 'gif'): RawGif {
  const known = [...fixtureGifs, ...fixtureStickers].find((g) => g.id === id);
  if (known) return known;
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const base = gifAt(hash % 1000, type === 'sticker' ? 'sticker' : 'gif');
  return { ...base, id };
}

function entry(id: string, gif: RawGif, timestamp: number, created: string): ScheduledEntry {
  const sticker = gif.type === 'sticker';
  return {
    id,
    gif_id: gif.id,
    type: sticker ? 'sticker' : 'gif',
    is_sticker: sticker,
    timestamp,
    create_datetime: created,
    username: SCHEDULER_USER,
    gif,
  };
}

/** Fresh copies of the seeded schedule (three GIFs, one sticker). */
export function seedSchedule(): ScheduledEntry[] {
  return [
    entry('sch-0001', fixtureGifs[0]!, 1906102800, '2024-05-01T10:00:00Z'),
    entry('sch-0002', fixtureGifs[11]!, 1906189200, '2024-05-01T10:05:00Z'),
    entry('sch-0003', fixtureGifs[17]!, 1906275600, '2024-05-02T16:30:00Z'),
    entry('sch-0004', fixtureStickers[0]!, 1906362000, '2024-05-03T08:15:00Z'),
  ];
}

/** The activity log of the seeded schedule, oldest first. */
export function seedActivity(schedule: readonly ScheduledEntry[]): ActivityEntry[] {
  return schedule.map((e, i) => ({
    id: `act-${String(i + 1).padStart(4, '0')}`,
    action: 'schedule',
    entry_id: e.id,
    gif_id: e.gif_id,
    type: e.type,
    username: SCHEDULER_USER,
    timestamp: e.create_datetime!,
  }));
}
