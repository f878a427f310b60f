// @vitest-environment jsdom
/**
 * Language-tag mutations: the change shows at once in the cached tags of that language (the
 * server's answer held back by msw to look at it), is rolled back when the call fails, and the
 * language's tags are refetched once the call settles; other languages are left alone.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, setupPlatformHooksTest, testPlatform } from '../../test/support/setupPlatformHooksTest';
import { languageTagMutations } from './languageTagMutations';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { server, calls, setup, until } = setupPlatformHooksTest();
const GIF = 'l0HlyLQsbvhciAuKA';
const TAGS_URL = 'https://giphy.com/ajax/gif/:id/language-tags';
const BULK = '/ajax/gif/bulk/language-tags';

describe('add language tags', () => {
  it('shows the new tag at once, keeps it once the server agrees, and refetches only that language', async () => {
    const hold = gate();
    server.use(http.post(TAGS_URL, () => hold.opened.then(() => undefined)));
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        es: usePlatformQuery(platformQueries.languageTags, { gif_ids: [GIF], lang: 'es' }),
        fr: usePlatformQuery(platformQueries.languageTags, { gif_ids: [GIF], lang: 'fr' }),
        add: usePlatformMutation(languageTagMutations.add),
      }),
      { wrapper },
    );
    const es = () => result.current.es.data?.data[0]?.tags;
    await until(() => expect(es()).toEqual(['verano', 'surf']));
    await until(() => expect(result.current.fr.isSuccess).toBe(true));

    act(() => result.current.add.mutate({ id: GIF, lang: 'es', tags: ['playa', 'surf'] }));
    await until(() => expect(es()).toEqual(['verano', 'surf', 'playa']));
    expect(result.current.add.isPending).toBe(true);

    hold.open();
    await until(() => expect(result.current.add.isSuccess).toBe(true));
    expect(es()).toEqual(['verano', 'surf', 'playa']);
    expect(calls(BULK).map((r) => r.url.searchParams.get('lang'))).toEqual(['es', 'fr', 'es']);
    expect(result.current.fr.data?.data[0]?.tags).toEqual(['été', 'surf']);
    expect(invalidated()).toEqual([platformKeys.languageTags('es')]);
  });

  it('rolls the tag back when the call fails', async () => {
    const hold = gate();
    server.use(
      http.post(TAGS_URL, async () => {
        await hold.opened;
        return HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    const { wrapper, queryClient } = setup();
    const seen: string[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as { data: { tags: string[] }[] } | undefined;
      if (event.type === 'updated' && event.action.type === 'success') seen.push(data!.data[0]!.tags.join(','));
    });
    const { result } = renderHook(
      () => ({
        es: usePlatformQuery(platformQueries.languageTags, { gif_ids: [GIF], lang: 'es' }),
        add: usePlatformMutation(languageTagMutations.add),
      }),
      { wrapper },
    );
    const es = () => result.current.es.data?.data[0]?.tags;
    await until(() => expect(es()).toEqual(['verano', 'surf']));
    act(() => result.current.add.mutate({ id: GIF, lang: 'es', tags: ['playa'] }));
    await until(() => expect(es()).toEqual(['verano', 'surf', 'playa']));
    hold.open();
    await until(() => expect(result.current.add.isError).toBe(true));
    expect(es()).toEqual(['verano', 'surf']);
    // fetched, optimistic, rolled back (before any refetch), refetched
    expect(seen).toEqual(['verano,surf', 'verano,surf,playa', 'verano,surf', 'verano,surf']);
  });
});

describe('remove language tags', () => {
  it('takes the tag out at once and keeps it out once the server agrees', async () => {
    const hold = gate();
    server.use(http.delete(TAGS_URL, () => hold.opened.then(() => undefined)));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        es: usePlatformQuery(platformQueries.languageTags, { gif_ids: [GIF], lang: 'es' }),
        remove: usePlatformMutation(languageTagMutations.remove),
      }),
      { wrapper },
    );
    const es = () => result.current.es.data?.data[0]?.tags;
    await until(() => expect(es()).toEqual(['verano', 'surf']));
    act(() => result.current.remove.mutate({ id: GIF, lang: 'es', tag: 'surf' }));
    await until(() => expect(es()).toEqual(['verano']));
    hold.open();
    await until(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(es()).toEqual(['verano']);
    expect(calls(BULK)).toHaveLength(2);
  });

  it('with a client whose calls fail (x-gifkit-mock-error), the removal shows, then is rolled back', async () => {
    const failing = testPlatform({ headers: { 'x-gifkit-mock-error': '503' } });
    const { wrapper, queryClient } = setup();
    const seen: string[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as { data: { tags: string[] }[] } | undefined;
      if (event.type === 'updated' && event.action.type === 'success') seen.push(data!.data[0]!.tags.join(','));
    });
    const { result } = renderHook(
      () => ({
        es: usePlatformQuery(platformQueries.languageTags, { gif_ids: [GIF], lang: 'es' }),
        remove: useMutation(languageTagMutations.remove(failing, useQueryClient())),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.es.isSuccess).toBe(true));
    act(() => result.current.remove.mutate({ id: GIF, lang: 'es', tag: 'verano' }));
    await until(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.es.data?.data[0]?.tags).toEqual(['verano', 'surf']);
    expect(seen).toEqual(['verano,surf', 'surf', 'verano,surf', 'verano,surf']);
  });
});
