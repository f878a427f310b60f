/**
 * Waiting for a channel's flush job: after an update the site flushes the
 * channel asynchronously; the client polls retrieve-job until the job reports DONE, at most 8
 * times, 500 ms apart, and then returns the last answer. A FAILED job is final, so polling
 * stops there; a poll that errors counts as a try (the error is already logged).
 */
import { FetchError } from '../errors';
import type { components } from '../generated/v4';
import { JOB_POLL_INTERVAL_MS, JOB_POLL_TRIES } from './constants';

/** A channel flush job's status, as retrieve-job answers it. */
export type ChannelJob = components['schemas']['ChannelJob'];

/** How the wait for a flush job ended. */
export interface JobPollResult {
  /** The last job status read, or `null` when no poll answered. */
  job: ChannelJob | null;
  /** True only when the job reported DONE within the tries. */
  settled: boolean;
}

/** How to poll a flush job (the defaults: JOB_POLL_TRIES tries, JOB_POLL_INTERVAL_MS apart). */
export interface PollChannelJobOptions {
  /** Reads the job once. */
  retrieve: (signal?: AbortSignal) => Promise<ChannelJob>;
  /** Most polls (default 8). */
  tries?: number;
  /** Milliseconds between polls (default 500). */
  intervalMs?: number;
  signal?: AbortSignal;
  /** Waits between polls; defaults to an abortable `setTimeout`. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** An abortable pause. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new FetchError('request aborted', '', 0, '', 'aborted');
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const isAbort = (error: unknown) => error instanceof FetchError && error.code === 'aborted';

/** Polls a flush job until DONE (or FAILED), or until the tries run out. */
export async function pollChannelJob(options: PollChannelJobOptions): Promise<JobPollResult> {
  const tries = options.tries ?? JOB_POLL_TRIES;
  const wait = options.sleep ?? sleep;
  let job: ChannelJob | null = null;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      job = await options.retrieve(options.signal);
    } catch (error) {
      if (isAbort(error) || options.signal?.aborted) throw error;
    }
    if (job?.status === 'DONE') return { job, settled: true };
    if (job?.status === 'FAILED') return { job, settled: false };
    if (attempt < tries) await wait(options.intervalMs ?? JOB_POLL_INTERVAL_MS, options.signal);
  }
  return { job, settled: false };
}
