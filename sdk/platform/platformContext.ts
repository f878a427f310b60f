/**
 * What every area module of the platform client receives: the typed transports, the fetch
 * wrapper, the logger and the user's consent. Built once by `createPlatformClient`.
 */
import type { Call } from './createCall';
import type { PlatformTransports } from './createPlatformTransports';
import type { Consent, PlatformLogger } from './types';

/** What every platform area module is built from (transports, call wrapper, logger, consent). */
export interface PlatformContext {
  transports: PlatformTransports;
  call: Call;
  logger: PlatformLogger;
  consent: Consent;
  /** Waits `ms` (the channel job polling interval); injectable so tests and hosts can control time. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}
