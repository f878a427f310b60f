/**
 * The runner the components read through (hooks/queryRunner.ts): React Query's under a
 * `<GiphyProvider>`, else this one, which calls the client directly (its request cache shares a
 * call and keeps answers 60 s, errors 6 s) and keeps the answer in React state. No React Query
 * here, so a component without a `<GiphyProvider>` neither needs it nor bundles it.
 */
import { useEffect, useState } from 'react';
import { withClient } from '../../hooks/queryKeys';
import { type ComponentRead, type QueryRunner, type ReadState, useQueryRunner } from '../../hooks/queryRunner';
import { keyHash } from './keyHash';

/**
 * One read through the client: fetched after mount and whenever its key changes (the call in
 * flight aborted), answered from the client's cache when it has it. A failure shows no data (the
 * reads through here are niceties: suggestions), never an error on the console.
 */
function usePlainRead<T>({ client, key, call, enabled, keepPrevious }: ComponentRead<T>): ReadState<T> {
  const id = enabled ? keyHash(withClient(key, client)) : undefined;
  const [answer, setAnswer] = useState<{ id: string; data: T | undefined }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for the call (its key and client)
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    call(controller.signal).then(
      (data) => setAnswer({ id, data }),
      () => {
        if (!controller.signal.aborted) setAnswer({ id, data: undefined });
      },
    );
    return () => controller.abort();
  }, [id]);
  const current = answer && answer.id === id ? answer : undefined;
  return {
    data: current ? current.data : keepPrevious ? answer?.data : undefined,
    isFetching: id !== undefined && !current,
  };
}

const plainRunner: QueryRunner = { useRead: usePlainRead, useListFetching: () => false };

/** The runner of this tree: React Query's under a `<GiphyProvider>`, else the client's own. */
export function useRunner(): QueryRunner {
  return useQueryRunner() ?? plainRunner;
}
