/**
 * The type vocabulary of the platform hooks, read off the platform client itself so that no
 * wire type is written here: a method's options without its abort signal (React Query supplies
 * that), and a method's resolved answer.
 */
import type { PlatformClient } from '../../sdk/platform/createPlatformClient';

// biome-ignore lint/suspicious/noExplicitAny: a function type constraint must accept any parameters
type AnyMethod = (...args: any[]) => Promise<unknown>;

/** The options object of a platform method, minus `signal`. */
export type PlatformVars<F extends AnyMethod> = Omit<NonNullable<Parameters<F>[0]>, 'signal'>;

/** What a platform method resolves to. */
export type PlatformResult<F extends AnyMethod> = Awaited<ReturnType<F>>;

/** The platform client the factories call (from `createPlatformClient`). */
export type { PlatformClient };

/** A usable numeric id: present and not NaN (ids still loading stay idle instead of calling). */
export const isId = (id: number | null | undefined): id is number => typeof id === 'number' && !Number.isNaN(id);
