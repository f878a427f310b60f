/**
 * Mock resolvers for the trending scheduler (openapi/scheduler.yaml). Owns one mock
 * instance's schedule and activity log: scheduling adds one entry per GIF, the list filters
 * by type and pages by limit/offset, every schedule/delete is logged, unknown ids are 404
 * and calls without an `access_token` (query, or JSON body for POST) are 401.
 */

import type { operations } from '../../generated/scheduler';
import { isObject } from '../../isObject';
import {
  type ActivityEntry,
  rawGifById,
  SCHEDULER_USER,
  type ScheduledEntry,
  seedActivity,
  seedSchedule,
} from '../data/scheduler';
import { type FamilyMock, MockHttpError } from '../define';

const TYPES = ['gif', 'sticker', 'video'];
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const bad = (message: string) => new MockHttpError(400, message);

function requireToken(query: URLSearchParams, body?: unknown): void {
  const fromBody = isObject(body) && typeof body.access_token === 'string' && body.access_token !== '';
  if (!query.get('access_token') && !fromBody) throw new MockHttpError(401, 'An access_token is required');
}

function intParam(query: URLSearchParams, name: string, fallback: number, min: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw bad(`Invalid ${name}: ${raw}`);
  return value;
}

/** Unix seconds from an integer or an ISO 8601 string. */
function toSeconds(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw bad('timestamp must be Unix seconds or an ISO 8601 date');
  return Math.floor(ms / 1000);
}

function isStickerFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function createSchedulerMock(): FamilyMock<operations> {
  let schedule: ScheduledEntry[] = seedSchedule();
  const activity: ActivityEntry[] = seedActivity(schedule);
  let nextEntry = 101;

  const log = (action: 'schedule' | 'delete', e: ScheduledEntry) =>
    activity.push({
      id: `act-${String(activity.length + 1).padStart(4, '0')}`,
      action,
      entry_id: e.id,
      gif_id: e.gif_id,
      type: e.type,
      username: SCHEDULER_USER,
      timestamp: now(),
    });

  return {
    family: 'scheduler',
    errorBody: (status, message) => ({ message, status }),
    resolvers: {
      scheduleTrending: ({ query, body }) => {
        requireToken(query, body);
        if (!isObject(body) || !Array.isArray(body.gifs) || body.gifs.length === 0) {
          throw bad('gifs must be a non-empty list');
        }
        if (body.timestamp === undefined) throw bad('timestamp is required');
        const timestamp = toSeconds(body.timestamp);
        const items = body.gifs.map((gif) => {
          if (!isObject(gif) || typeof gif.id !== 'string' || !gif.id) throw bad('every gif needs an id');
          const type = typeof gif.type === 'string' ? gif.type : isStickerFlag(gif.is_sticker) ? 'sticker' : 'gif';
          if (!TYPES.includes(type)) throw bad(`Invalid type: ${type}`);
          return { gif, type };
        });
        const created = now();
        const entries = items.map(({ gif, type }): ScheduledEntry => {
          const id = String(gif.id);
          return {
            id: `sch-${String(nextEntry++).padStart(4, '0')}`,
            gif_id: id,
            type,
            is_sticker: gif.is_sticker === undefined ? type === 'sticker' : (gif.is_sticker as boolean | number),
            timestamp,
            create_datetime: created,
            username: SCHEDULER_USER,
            gif: rawGifById(id, type),
          };
        });
        for (const e of entries) {
          schedule.push(e);
          log('schedule', e);
        }
        return { data: entries };
      },

      listScheduled: ({ query }) => {
        requireToken(query);
        const limit = intParam(query, 'limit', 25, 1);
        const offset = intParam(query, 'offset', 0, 0);
        const type = query.get('type') || 'gif';
        if (!TYPES.includes(type)) throw bad(`Invalid type: ${type}`);
        const matching = schedule.filter((e) => e.type === type).sort((a, b) => a.timestamp - b.timestamp);
        const data = matching.slice(offset, offset + limit);
        return { data, pagination: { total_count: matching.length, count: data.length, offset } };
      },

      listSchedulerActivity: ({ query }) => {
        requireToken(query);
        return { data: [...activity].reverse() };
      },

      deleteScheduled: ({ query, params }) => {
        requireToken(query);
        const found = schedule.find((e) => e.id === params.id);
        if (!found) throw new MockHttpError(404, 'Scheduled entry not found');
        schedule = schedule.filter((e) => e !== found);
        log('delete', found);
        return null;
      },
    },
  };
}
