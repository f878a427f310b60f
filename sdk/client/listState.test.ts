import { describe, expect, it } from 'vitest';
import { initialListState, ListChangeType, listReducer } from './listState';

const gifs = (...ids: string[]) => ids.map((id) => ({ id }));
const page = (generation: number, ids: string[], done = false) =>
  ({ type: ListChangeType.FetchSuccess, generation, items: gifs(...ids), done }) as const;

describe('listReducer', () => {
  it('idle → fetching → idle, appending the new items', () => {
    const fetching = listReducer(initialListState(gifs('a')), { type: ListChangeType.FetchStart });
    expect(fetching.status).toBe('fetching');
    const next = listReducer(fetching, page(0, ['b', 'c']));
    expect(next).toMatchObject({ status: 'idle', items: gifs('a', 'b', 'c') });
  });

  it('a page with no new items means done; so does the end of the source', () => {
    const fetching = { ...initialListState(gifs('a')), status: 'fetching' as const };
    expect(listReducer(fetching, page(0, []))).toMatchObject({ status: 'done', items: fetching.items });
    expect(listReducer(fetching, page(0, ['b'], true))).toMatchObject({ status: 'done', items: gifs('a', 'b') });
  });

  it('an error sets the flag until retry clears it', () => {
    const fetching = { ...initialListState(gifs()), status: 'fetching' as const };
    const boom = new Error('boom');
    const failed = listReducer(fetching, { type: ListChangeType.FetchError, generation: 0, error: boom });
    expect(failed).toMatchObject({ status: 'error', error: boom });
    expect(listReducer(failed, { type: ListChangeType.FetchStart })).toBe(failed);
    expect(listReducer(failed, { type: ListChangeType.Retry })).toMatchObject({ status: 'idle', error: undefined });
  });

  it('a reset starts a new generation; answers for the old one are dropped', () => {
    const fetching = { ...initialListState(gifs('a')), status: 'fetching' as const };
    const reset = listReducer(fetching, { type: ListChangeType.Reset, items: [] });
    expect(reset).toMatchObject({ status: 'idle', items: [], generation: 1 });
    const restarted = listReducer(reset, { type: ListChangeType.FetchStart });
    expect(listReducer(restarted, page(0, ['old']))).toBe(restarted);
    const staleError = { type: ListChangeType.FetchError, generation: 0, error: new Error('x') } as const;
    expect(listReducer(restarted, staleError)).toBe(restarted);
  });
});
