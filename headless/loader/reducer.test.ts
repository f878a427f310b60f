/**
 * The loader's `loaderReducer` and `initialLoaderState` are deprecated aliases of the list
 * store's private reducer (the loader's `stateReducer` receives its `changes`): the same results,
 * one warning each in development, none in production.
 */
import { describe, expect, it, vi } from 'vitest';
import { initialListState, ListChangeType, listReducer } from '../../sdk/client/listState';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import { initialLoaderState, loaderReducer } from '../index';

const items = [{ id: 'a' }, { id: 'b' }];
const action = { type: ListChangeType.Retry } as const;
const deprecations = watchDeprecations();

describe("loaderReducer and initialLoaderState (deprecated): the list store's reducer", () => {
  it('in production: the same states, no warning', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(initialLoaderState(items, 2)).toEqual(initialListState(items, 2));
    const state = initialListState(items);
    expect(loaderReducer(state, action)).toEqual(listReducer(state, action));
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same states, and one warning each naming what to use', () => {
    const state = initialLoaderState(items);
    expect(state).toEqual(initialListState(items));
    expect(loaderReducer(state, action)).toEqual(listReducer(state, action));
    loaderReducer(state, action);
    expect(deprecations()).toEqual([
      expect.stringContaining("use the loader's items"),
      expect.stringContaining("use the loader's stateReducer"),
    ]);
  });
});
