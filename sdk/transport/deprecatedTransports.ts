/**
 * The per-family transport functions and client types `gifkit` exported before
 * `createTransport(family, options)` (docs/migration.md, "Deprecated names"): each still works,
 * and warns once in development.
 */
import { warnDeprecated } from '../devWarn';
import {
  ajaxTransport,
  publicTransport,
  schedulerTransport,
  storiesTransport,
  type TransportClient,
  type TransportFamilies,
  type TransportOptions,
  v4Transport,
} from './clients';

/**
 * The typed client of api.giphy.com (openapi/public.yaml).
 * @deprecated Use `TransportClient<'public'>`. Removed in 0.5.0 at the earliest.
 */
export type PublicClient = TransportClient<'public'>;
/**
 * The typed client of the giphy.com site API (openapi/v4.yaml).
 * @deprecated Use `TransportClient<'v4'>`. Removed in 0.5.0 at the earliest.
 */
export type V4Client = TransportClient<'v4'>;
/**
 * The typed client of the giphy.com /ajax/ calls (openapi/ajax.yaml).
 * @deprecated Use `TransportClient<'ajax'>`. Removed in 0.5.0 at the earliest.
 */
export type AjaxClient = TransportClient<'ajax'>;
/**
 * The typed client of the stories gateway (openapi/stories.yaml).
 * @deprecated Use `TransportClient<'stories'>`. Removed in 0.5.0 at the earliest.
 */
export type StoriesClient = TransportClient<'stories'>;
/**
 * The typed client of the trending scheduler (openapi/scheduler.yaml).
 * @deprecated Use `TransportClient<'scheduler'>`. Removed in 0.5.0 at the earliest.
 */
export type SchedulerClient = TransportClient<'scheduler'>;

const warn = (name: string, family: string) =>
  warnDeprecated({ name: `${name} (gifkit)`, instead: `createTransport('${family}', options)` });

/**
 * api.giphy.com's typed client.
 * @deprecated Use `createTransport('public', options)`. Removed in 0.5.0 at the earliest.
 */
export function createPublicTransport(options: TransportOptions & TransportFamilies['public']['auth']): PublicClient {
  warn('createPublicTransport', 'public');
  return publicTransport(options);
}

/**
 * The giphy.com site API's typed client.
 * @deprecated Use `createTransport('v4', options)`. Removed in 0.5.0 at the earliest.
 */
export function createV4Transport(options: TransportOptions & TransportFamilies['v4']['auth']): V4Client {
  warn('createV4Transport', 'v4');
  return v4Transport(options);
}

/**
 * The giphy.com `/ajax/…` calls' typed client.
 * @deprecated Use `createTransport('ajax', options)`. Removed in 0.5.0 at the earliest.
 */
export function createAjaxTransport(options: TransportOptions & TransportFamilies['ajax']['auth']): AjaxClient {
  warn('createAjaxTransport', 'ajax');
  return ajaxTransport(options);
}

/**
 * The stories gateway's typed client.
 * @deprecated Use `createTransport('stories', options)`. Removed in 0.5.0 at the earliest.
 */
export function createStoriesTransport(
  options: TransportOptions & TransportFamilies['stories']['auth'],
): StoriesClient {
  warn('createStoriesTransport', 'stories');
  return storiesTransport(options);
}

/**
 * The trending scheduler's typed client.
 * @deprecated Use `createTransport('scheduler', options)`. Removed in 0.5.0 at the earliest.
 */
export function createSchedulerTransport(
  options: TransportOptions & TransportFamilies['scheduler']['auth'],
): SchedulerClient {
  warn('createSchedulerTransport', 'scheduler');
  return schedulerTransport(options);
}
