/**
 * The "update a channel and schedule trending content" example of docs/platform.md, run as
 * written (tokens inlined) against the mock API, with fake timers for the flush-job polling.
 */
import { describe, expect, it, vi } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';
import { ApiError } from '../errors';
import { createPlatformClient } from './createPlatformClient';

const { requests } = setupPlatformTestServer();

async function example() {
  const platform = createPlatformClient({
    auth: { type: 'token', token: 'site-token' },
    userToken: 'user-token',
    accessToken: 'scheduler-token',
  });

  const [channel] = (await platform.channels.findBySlug({ slug: 'reactions' })).results;
  const { channel: updated, settled } = await platform.channels.update({
    id: channel!.id,
    display_name: 'Reactions & Replies',
    description: 'Every reaction you need.',
  });

  await platform.channelGifs.add({ channel: updated.id, gif: ['l0HlyLQsbvhciAuKA', '9fuvOqZ8tbZOU'] });

  const tomorrow = new Date();
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const { data: entries } = await platform.scheduler.schedule({
    gifs: [
      { id: 'l0HlyLQsbvhciAuKA', type: 'gif' },
      { id: '9fuvOqZ8tbZOU', type: 'gif' },
    ],
    timestamp: Math.floor(tomorrow.getTime() / 1000),
  });

  await platform.stories.scheduleTrending({ story_id: 'gk5tRy0001', publish_datetime: tomorrow.toISOString() });

  const { data: queued, pagination } = await platform.scheduler.list();

  let gone = false;
  await platform.scheduler.delete({ id: entries[0]!.id });
  try {
    await platform.scheduler.delete({ id: entries[0]!.id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) gone = true;
    else throw error;
  }
  return { updated, settled, entries, queued, pagination, gone, tomorrow };
}

describe('docs/platform.md example', () => {
  it('updates the channel (after its flush job), adds GIFs and schedules them and a story', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = example();
    for (let i = 0; i < 50 && !requests.some((r) => r.url.includes('/schedule')); i++) {
      await vi.advanceTimersByTimeAsync(500);
    }
    const { updated, settled, entries, queued, pagination, gone, tomorrow } = await run;
    expect(settled).toBe(true);
    expect(updated.display_name).toBe('Reactions & Replies');
    expect(entries.map((e) => e.timestamp)).toEqual([tomorrow.getTime() / 1000, tomorrow.getTime() / 1000]);
    expect(queued.map((e) => e.id)).toEqual(expect.arrayContaining(entries.map((e) => e.id)));
    expect(pagination.total_count).toBeGreaterThanOrEqual(2);
    expect(gone).toBe(true);
    vi.restoreAllMocks();
  });
});
