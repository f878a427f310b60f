/**
 * Channels of the site API: get (optionally without children), find
 * by slug, create, move, update (resolving only once its flush job is DONE, see
 * `pollChannelJob`), delete, children (which need the parent's id), the feed
 * and the flush job itself.
 */
import { GifkitError } from '../errors';
import type { components, operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import { type ChannelJob, type JobPollResult, pollChannelJob } from './pollChannelJob';
import type { BodyOf, CallOptions, PathOf, QueryOf } from './types';

/** The exact error for children asked without a parent id. */
export const MISSING_PARENT_ID_MESSAGE = "We cannot fetch a channel's children without its parent's id.";

type ChannelId = PathOf<V4['getChannel']>;

/** What a channel update resolves to once its flush job was polled. */
export interface ChannelUpdateResult extends JobPollResult {
  /** The updated channel as the PATCH answered it (with `flush_uuid`). */
  channel: components['schemas']['Channel'];
}

/** Creates the `channels` namespace. */
export function createChannels(context: PlatformContext) {
  const {
    transports: { site },
    call,
  } = context;

  const retrieveJob = ({ job, signal }: QueryOf<V4['retrieveChannelJob']> & CallOptions): Promise<ChannelJob> =>
    call(site.GET('/api/v4/channels/retrieve-job/', { params: { query: { job } }, signal }));

  return {
    /** One channel; `fetch_children: false` leaves out its `children`. */
    get({ id, signal, ...query }: ChannelId & QueryOf<V4['getChannel']> & CallOptions) {
      return call(site.GET('/api/v4/channels/{id}', { params: { path: { id }, query }, signal }));
    },
    /** The channels with a slug (usually one). */
    findBySlug({ slug, signal }: QueryOf<V4['findChannelsBySlug']> & CallOptions) {
      return call(site.GET('/api/v4/channels', { params: { query: { slug } }, signal }));
    },
    /** Creates a channel (a root one unless `parent` is given). */
    create({ signal, ...body }: BodyOf<V4['createChannel']> & CallOptions) {
      return call(site.POST('/api/v4/channels/', { body, signal }));
    },
    /** Moves a channel to `position` among the children of `target_channel` (its current parent when omitted). */
    move({ id, signal, ...body }: PathOf<V4['moveChannel']> & BodyOf<V4['moveChannel']> & CallOptions) {
      return call(site.POST('/api/v4/channels/{id}/move/', { params: { path: { id } }, body, signal }));
    },
    /**
     * Changes a channel, then polls its flush job (up to 8 times, 500 ms apart) so that what
     * resolves is visible on the site. `settled` is false when the job did not report DONE in
     * time (or failed); `job` is then the last status read.
     */
    async update({
      id,
      signal,
      ...body
    }: PathOf<V4['updateChannel']> & BodyOf<V4['updateChannel']> & CallOptions): Promise<ChannelUpdateResult> {
      const channel = await call(site.PATCH('/api/v4/channels/{id}/', { params: { path: { id } }, body, signal }));
      const job = channel.flush_uuid;
      if (!job) return { channel, job: null, settled: true };
      const polled = await pollChannelJob({
        retrieve: (s) => retrieveJob({ job, signal: s }),
        signal,
        sleep: context.sleep,
      });
      return { channel, ...polled };
    },
    /** Deletes a channel and its descendants (answers 204, resolved as `undefined`). */
    delete({ id, signal }: PathOf<V4['deleteChannel']> & CallOptions) {
      return call(site.DELETE('/api/v4/channels/{id}/', { params: { path: { id } }, signal }));
    },
    /** The direct children of a channel; rejects without calling when the parent id is missing. */
    async children({ id, signal }: { id: ChannelId['id'] | null | undefined } & CallOptions) {
      if (id === undefined || id === null || Number.isNaN(id)) throw new GifkitError(MISSING_PARENT_ID_MESSAGE);
      return call(site.GET('/api/v4/channels/{id}/children/', { params: { path: { id } }, signal }));
    },
    /** A page of a channel's GIFs (`next` is the absolute URL of the following page). */
    feed({ id, signal, ...query }: ChannelId & QueryOf<V4['getChannelFeed']> & CallOptions) {
      return call(site.GET('/api/v4/channels/{id}/feed/', { params: { path: { id }, query }, signal }));
    },
    /** The status of a flush job (`flush_uuid` of an update). */
    retrieveJob,
  };
}
