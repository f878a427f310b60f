/**
 * The trending scheduler, authenticated with its access
 * token: schedule GIFs to trend at a timestamp, list what is scheduled (defaults limit 25,
 * offset 0, type gif: SCHEDULER_DEFAULTS, always sent), the activity log, and unscheduling.
 */
import type { operations as Scheduler } from '../generated/scheduler';
import { SCHEDULER_DEFAULTS } from './constants';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf, QueryOf } from './types';

/** Creates the `scheduler` namespace. */
export function createScheduler({ transports: { scheduler }, call }: PlatformContext) {
  return {
    /**
     * Schedules GIFs (each `{ id, is_sticker?, type? }`) to trend at `timestamp` (Unix seconds
     * or ISO 8601); answers one entry per GIF.
     */
    schedule({ signal, ...body }: BodyOf<Scheduler['scheduleTrending']> & CallOptions) {
      return call(scheduler.POST('/schedule', { body, signal }));
    },
    /** A page of scheduled entries of one type, soonest first. */
    list({ signal, ...query }: QueryOf<Scheduler['listScheduled']> & CallOptions = {}) {
      return call(
        scheduler.GET('/schedule', { params: { query: { ...SCHEDULER_DEFAULTS, ...defined(query) } }, signal }),
      );
    },
    /** The log of scheduling actions, newest first. */
    activity(o: CallOptions = {}) {
      return call(scheduler.GET('/activity', { signal: o.signal }));
    },
    /** Unschedules one entry (204, resolved as `undefined`). */
    delete({ id, signal }: PathOf<Scheduler['deleteScheduled']> & CallOptions) {
      return call(scheduler.DELETE('/schedule/{id}', { params: { path: { id } }, signal }));
    },
  };
}

/** Drops `undefined` fields so they do not override the defaults. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
