import { describe, expect, it } from 'vitest';
import { GridChangeType } from './changeTypes';
import { gridReducer } from './reducer';

const empty = { activeId: null, selectedId: null };

describe('gridReducer', () => {
  it('focus and key moves change the active tile only', () => {
    for (const type of [
      GridChangeType.ItemFocus,
      GridChangeType.KeyArrowDown,
      GridChangeType.KeyArrowLeft,
      GridChangeType.KeyPageDown,
      GridChangeType.KeyEnd,
    ] as const) {
      expect(gridReducer({ activeId: 'a', selectedId: 's' }, { type, id: 'b' })).toEqual({
        activeId: 'b',
        selectedId: 's',
      });
    }
  });

  it('clicks, Enter and Space select and activate', () => {
    for (const type of [GridChangeType.ItemClick, GridChangeType.KeyEnter, GridChangeType.KeySpace] as const) {
      expect(gridReducer(empty, { type, id: 'b' })).toEqual({ activeId: 'b', selectedId: 'b' });
    }
  });

  it('a reset forgets the active tile, keeps the selection, and no-ops keep the state object', () => {
    expect(gridReducer({ activeId: 'a', selectedId: 's' }, { type: GridChangeType.Reset })).toEqual({
      activeId: null,
      selectedId: 's',
    });
    const state = { activeId: 'a', selectedId: 'a' };
    expect(gridReducer(state, { type: GridChangeType.ItemFocus, id: 'a' })).toBe(state);
    expect(gridReducer(state, { type: GridChangeType.ItemClick, id: 'a' })).toBe(state);
    expect(gridReducer(empty, { type: GridChangeType.Reset })).toBe(empty);
  });
});
