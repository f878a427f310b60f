import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../shared/messages';
import { loaderAnnouncement } from './announcement';
import { LoaderChangeType } from './changeTypes';
import { initialLoaderState, loaderReducer, unseen } from './reducer';

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

  it('unseen keeps the first occurrence of each new id', () => {
    expect(unseen(gifs('a'), gifs('b', 'a', 'b', 'c')).map((g) => g.id)).toEqual(['b', 'c']);
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
