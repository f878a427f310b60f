/**
 * Type tests (checked by `tsc`): what the client's methods take and resolve to comes from the
 * generated OpenAPI types, so a spec change shows up here at compile time.
 */
import { expectTypeOf } from 'vitest';
import type { components as Ajax } from '../generated/ajax';
import type { components as Scheduler } from '../generated/scheduler';
import type { components as Stories } from '../generated/stories';
import type { components as V4 } from '../generated/v4';
import type { ChannelUpdateResult } from './channels';
import type { PlatformClient } from './createPlatformClient';

declare const client: PlatformClient;

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// Both ways assignable: each answer is the generated schema (openapi-fetch re-maps it structurally).
expectTypeOf<Answer<PlatformClient['channels']['get']>>().toExtend<V4['schemas']['Channel']>();
expectTypeOf<V4['schemas']['Channel']>().toExtend<Answer<PlatformClient['channels']['get']>>();
expectTypeOf<Answer<PlatformClient['search']['service']>>().toExtend<V4['schemas']['SearchServiceResult']>();
expectTypeOf<V4['schemas']['SearchServiceResult']>().toExtend<Answer<PlatformClient['search']['service']>>();
expectTypeOf<Answer<PlatformClient['gifs']['metadata']>>().toExtend<Ajax['schemas']['GifMetadataList']>();
expectTypeOf<Ajax['schemas']['GifMetadataList']>().toExtend<Answer<PlatformClient['gifs']['metadata']>>();
expectTypeOf<Answer<PlatformClient['stories']['listByUser']>>().toExtend<Stories['schemas']['StoryPage'] | undefined>();
expectTypeOf<Stories['schemas']['StoryPage'] | undefined>().toExtend<Answer<PlatformClient['stories']['listByUser']>>();
expectTypeOf<Answer<PlatformClient['scheduler']['list']>>().toExtend<Scheduler['schemas']['ScheduledPage']>();
expectTypeOf<Scheduler['schemas']['ScheduledPage']>().toExtend<Answer<PlatformClient['scheduler']['list']>>();
expectTypeOf(client.channels.update({ id: 1, display_name: 'x' })).resolves.toEqualTypeOf<ChannelUpdateResult>();
expectTypeOf(client.search.exportCsv()).resolves.toEqualTypeOf<string>();
expectTypeOf(client.imaging.trim({ media_url: 'u', start: 0, duration: 1 })).resolves.toEqualTypeOf<Blob>();
expectTypeOf(client.channels.delete({ id: 1 })).resolves.toBeUndefined();
expectTypeOf<Answer<PlatformClient['channels']['get']>>().not.toBeAny();

// Options are the spec's parameter and body types.
// @ts-expect-error: `type` must be one of the spec's content types
client.scheduler.list({ type: 'meme' });
// @ts-expect-error: a channel id is a number
client.channels.get({ id: 'gifkit' });
// @ts-expect-error: a moderation rating is one of g, pg, pg-13, r
client.moderation.moderateGif({ id: 'a', action: 'rerate', rating: 'nc-17' });
// @ts-expect-error: trim needs a media_url or a file
client.imaging.trim({ start: 0, duration: 1 });
// Every call takes an AbortSignal.
client.account.checkLogin({ signal: new AbortController().signal });
