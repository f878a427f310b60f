import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../shared/messages';
import { loaderAnnouncement } from './announcement';
import { LoaderChangeType } from './changeTypes';
import { initialLoaderState, loaderReducer } from './reducer';

const gifs = (...ids: string[]) => ids.map((id) => ({ id }));

describe('loaderReducer', () => {
  it('idle → fetching → idle, appending only unseen ids', () => {
    const fetching = loaderReducer(initialLoaderState(gifs('a')), { type: LoaderChangeType.FetchStart });
    expect(fetching.status).toBe('fetching');
    const next = loaderReducer(fetching, {
      type: LoaderChangeType.FetchSuccess,
      generation: 0,
      items: gifs('a', 'b', 'b', 'c'),
      done: false,
    });
    expect(next.status).toBe('idle');
    expect(next.items.map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });

  it('a page with no new items means done; so does the end of the source', () => {
    const fetching = { ...initialLoaderState(gifs('a')), status: 'fetching' as const };
    const same = { type: LoaderChangeType.FetchSuccess, generation: 0, items: gifs('a'), done: false } as const;
    expect(loaderReducer(fetching, same).status).toBe('done');
    const end = { type: LoaderChangeType.FetchSuccess, generation: 0, items: gifs('b'), done: true } as const;
    expect(loaderReducer(fetching, end)).toMatchObject({ status: 'done', items: gifs('a', 'b') });
  });

  it('an error sets the flag until retry clears it', () => {
    const fetching = { ...initialLoaderState(gifs()), status: 'fetching' as const };
    const boom = new Error('boom');
    const failed = loaderReducer(fetching, { type: LoaderChangeType.FetchError, generation: 0, error: boom });
    expect(failed).toMatchObject({ status: 'error', error: boom });
    expect(loaderReducer(failed, { type: LoaderChangeType.FetchStart })).toBe(failed);
    expect(loaderReducer(failed, { type: LoaderChangeType.Retry })).toMatchObject({ status: 'idle', error: undefined });
  });

  it('a reset starts a new generation; pages of the old one are dropped', () => {
    const fetching = { ...initialLoaderState(gifs('a')), status: 'fetching' as const };
    const reset = loaderReducer(fetching, { type: LoaderChangeType.Reset, items: [] });
    expect(reset).toMatchObject({ status: 'idle', items: [], generation: 1 });
    const restarted = loaderReducer(reset, { type: LoaderChangeType.FetchStart });
    const stale = { type: LoaderChangeType.FetchSuccess, generation: 0, items: gifs('old'), done: false } as const;
    expect(loaderReducer(restarted, stale)).toBe(restarted);
    const staleError = { type: LoaderChangeType.FetchError, generation: 0, error: new Error('x') } as const;
    expect(loaderReducer(restarted, staleError)).toBe(restarted);
  });

  it('after many pages a repeated id is still dropped; after a reset only the new list counts', () => {
    let state = initialLoaderState<{ id: string }>([]);
    for (let p = 0; p < 100; p++) {
      state = loaderReducer(state, { type: LoaderChangeType.FetchStart });
      const items = gifs(`g${p}`, 'g0', `g${Math.floor(p / 3)}`);
      state = loaderReducer(state, { type: LoaderChangeType.FetchSuccess, generation: 0, items, done: false });
    }
    expect(state.items.map((g) => g.id)).toEqual(Array.from({ length: 100 }, (_, i) => `g${i}`));
    expect(state.status).toBe('idle');
    const fetching = loaderReducer(state, { type: LoaderChangeType.FetchStart });
    const repeat = {
      type: LoaderChangeType.FetchSuccess,
      generation: 0,
      items: gifs('g5', 'g99'),
      done: false,
    } as const;
    expect(loaderReducer(fetching, repeat)).toMatchObject({ status: 'done', items: state.items });

    const reset = loaderReducer(state, { type: LoaderChangeType.Reset, items: gifs('g7') });
    const again = loaderReducer(reset, { type: LoaderChangeType.FetchStart });
    const next = loaderReducer(again, { ...repeat, generation: 1, items: gifs('g7', 'g0', 'g5') });
    expect(next).toMatchObject({ status: 'idle', generation: 1, items: gifs('g7', 'g0', 'g5') });
  });

  it('the same fetching state given two different pages appends each on its own', () => {
    const fetching = { ...initialLoaderState(gifs('a')), status: 'fetching' as const };
    const page = (...ids: string[]) =>
      ({ type: LoaderChangeType.FetchSuccess, generation: 0, items: gifs(...ids), done: false }) as const;
    const first = loaderReducer(fetching, page('b'));
    const second = loaderReducer(fetching, page('c', 'b')); // e.g. a stateReducer kept the old state
    expect(first.items).toEqual(gifs('a', 'b'));
    expect(second.items).toEqual(gifs('a', 'c', 'b'));
    const more = loaderReducer({ ...second, status: 'fetching' }, page('b', 'd'));
    expect(more.items).toEqual(gifs('a', 'c', 'b', 'd'));
  });
});

describe('loaderAnnouncement', () => {
  it('says loading, results, nothing found and errors from messages', () => {
    const base = initialLoaderState(gifs());
    expect(loaderAnnouncement(base, defaultMessages)).toBe('');
    expect(loaderAnnouncement({ ...base, status: 'fetching' }, defaultMessages)).toBe('Loading GIFs…');
    expect(loaderAnnouncement({ ...base, status: 'error' }, defaultMessages)).toBe('Error loading GIFs.');
    expect(loaderAnnouncement({ ...base, status: 'done' }, defaultMessages)).toBe('No GIFs found.');
    const many = { ...base, items: Array.from({ length: 24 }, (_, i) => ({ id: String(i) })) };
    expect(loaderAnnouncement(many, defaultMessages, 'cats')).toBe('24 GIFs for cats');
  });
});
