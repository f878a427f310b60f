/**
 * gifkit's `listReducer` and `initialListState` are deprecated aliases of the list store's
 * private reducer (docs/migration.md, "Deprecated names"): the same results, one warning each in
 * development, none in production (production first: a warning skipped there still comes after).
 */
import { describe, expect, it, vi } from 'vitest';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import { initialListState, ListChangeType, listReducer } from '../index';
import * as list from './listState';

const items = [{ id: 'a' }, { id: 'b' }];
const action = { type: ListChangeType.Reset, items } as const;
const deprecations = watchDeprecations();

describe('listReducer and initialListState (deprecated)', () => {
  it('in production: the same states, no warning', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(initialListState(items, 2)).toEqual(list.initialListState(items, 2));
    const state = list.initialListState(items);
    expect(listReducer(state, action)).toEqual(list.listReducer(state, action));
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same states, and one warning each naming what to use', () => {
    const state = initialListState(items);
    expect(state).toEqual(list.initialListState(items));
    expect(listReducer(state, action)).toEqual(list.listReducer(state, action));
    listReducer(state, action);
    initialListState(items);
    expect(deprecations()).toEqual([
      expect.stringContaining('initialListState (gifkit) is deprecated: use createListStore(options, items)'),
      expect.stringContaining("listReducer (gifkit) is deprecated: use createListStore's stateReducer"),
    ]);
  });
});
