/**
 * The small vocabulary every platform module shares: per-call options (an AbortSignal), the
 * injectable logger and consent, and type helpers that read parameter and body types out of
 * the generated `operations` (so no wire type is ever written by hand here).
 */

/** What every platform call accepts besides its own fields: the public client's `{ signal }`. */
export type { CallOptions } from '../client/options';

/**
 * Where the platform layer reports what goes wrong without throwing: failed requests
 * ("errors in the fetch wrapper are logged"), a failed share analytics event,
 * stories asked for without a username, unparsable analytics URLs. `console` fits; the public
 * options write it as `Pick<Console, 'warn' | 'error'>`.
 */
export type PlatformLogger = Pick<Console, 'warn' | 'error'>;

/**
 * The user's analytics consent, asked at the moment something would be sent (
 * analytics only with consent). Adapt any consent manager to it, e.g. gifkit's own analytics
 * instance: `{ granted: () => analytics.consent === 'granted' }`.
 */
export interface Consent {
  granted(): boolean;
}

/** A consent that is never given: the default, so nothing is sent until the host says so. */
export const NO_CONSENT: Consent = { granted: () => false };

type ParametersOf<Op> = Op extends { parameters: infer P } ? P : never;

/** The query parameters an operation declares. */
export type QueryOf<Op> = NonNullable<ParametersOf<Op> extends { query?: infer Q } ? Q : never>;

/** The path parameters an operation declares. */
export type PathOf<Op> = NonNullable<ParametersOf<Op> extends { path?: infer P } ? P : never>;

/** The request body an operation declares (its first media type). */
export type BodyOf<Op> = Op extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: infer C }
    ? C[keyof C]
    : never
  : never;
