import { describe, expect, it } from 'vitest';
import { SearchBoxChangeType as T } from './changeTypes';
import { initialSearchBoxListState, type SearchBoxListState, searchBoxReducer } from './searchBoxReducer';
import type { SearchSuggestion } from './useSearchSuggestions';

const terms = (count: number): SearchSuggestion[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'tag', key: `tag:${i}`, term: `term ${i}` }));
const items = terms(25);
const run = (state: SearchBoxListState, type: T, index?: number) => searchBoxReducer(state, { type, items, index });
const at = (i: number): SearchBoxListState => ({ isOpen: true, activeId: `tag:${i}` });

describe('searchBoxReducer', () => {
  it('ArrowDown / ArrowUp open a closed list on the first / last suggestion, then move and wrap', () => {
    expect(run(initialSearchBoxListState, T.InputKeyDownArrowDown)).toEqual(at(0));
    expect(run(initialSearchBoxListState, T.InputKeyDownArrowUp)).toEqual(at(24));
    expect(run(at(3), T.InputKeyDownArrowDown)).toEqual(at(4));
    expect(run(at(24), T.InputKeyDownArrowDown)).toEqual(at(0));
    expect(run(at(0), T.InputKeyDownArrowUp)).toEqual(at(24));
    // Open with nothing highlighted (typed): the first arrow lands on an end.
    expect(run({ isOpen: true, activeId: null }, T.InputKeyDownArrowDown)).toEqual(at(0));
    expect(run({ isOpen: true, activeId: null }, T.InputKeyDownArrowUp)).toEqual(at(24));
  });

  it('PageDown / PageUp move ten suggestions and stop at the ends; Home / End go to them', () => {
    expect(run(at(3), T.InputKeyDownPageDown)).toEqual(at(13));
    expect(run(at(20), T.InputKeyDownPageDown)).toEqual(at(24));
    expect(run(at(13), T.InputKeyDownPageUp)).toEqual(at(3));
    expect(run(at(3), T.InputKeyDownPageUp)).toEqual(at(0));
    expect(run(at(7), T.InputKeyDownHome)).toEqual(at(0));
    expect(run(at(7), T.InputKeyDownEnd)).toEqual(at(24));
  });

  it('the highlight is a suggestion, found by key wherever the list now has it', () => {
    const moved = [...items].reverse();
    expect(searchBoxReducer(at(3), { type: T.InputKeyDownArrowDown, items: moved })).toEqual({
      isOpen: true,
      activeId: 'tag:2',
    });
    expect(searchBoxReducer(at(3), { type: T.ItemsChange, items: moved })).toEqual(at(3));
    expect(searchBoxReducer(at(3), { type: T.ItemsChange, items: terms(2) })).toEqual({ isOpen: true, activeId: null });
  });

  it('typing opens with nothing highlighted; a click toggles; blur, Escape, Enter and a click on an item close', () => {
    expect(run(at(5), T.InputChange)).toEqual({ isOpen: true, activeId: null });
    expect(run(initialSearchBoxListState, T.InputClick)).toEqual({ isOpen: true, activeId: null });
    expect(run(at(5), T.InputClick)).toEqual(initialSearchBoxListState);
    for (const type of [T.InputBlur, T.InputKeyDownEscape, T.InputKeyDownEnter, T.ItemClick, T.FunctionCloseMenu]) {
      expect(run(at(5), type)).toEqual(initialSearchBoxListState);
    }
  });

  it('the pointer highlights the item under it and nothing once it leaves the list', () => {
    expect(run({ isOpen: true, activeId: null }, T.ItemMouseMove, 6)).toEqual(at(6));
    expect(run(at(6), T.MenuMouseLeave)).toEqual({ isOpen: true, activeId: null });
  });

  it('an empty list opens with nothing to highlight', () => {
    expect(searchBoxReducer(initialSearchBoxListState, { type: T.InputKeyDownArrowDown, items: [] })).toEqual({
      isOpen: true,
      activeId: null,
    });
  });
});
