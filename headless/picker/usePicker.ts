/**
 * `usePicker`: the GIF picker's behaviour over `<SearchProvider>`'s state, for any skin. It
 * owns the search field's keys (typing searches after the debounce, Enter at once, ArrowDown
 * into the GIFs, Escape empties), the keys on a GIF (Escape or a printable key back to the
 * field), the focus moves between field and results (through the grid's handle and its
 * `onExitTop`, never the grid's DOM), the recent row (the carousel's roving row over
 * `useRecentGifs`), the trending searches, the columns by the picker's width and the strings.
 * Favorites are `usePickerFavorites(picker, { store })`, beside it (an app without them ships none).
 * Call it inside a `<SearchProvider>`; render the results with `useGrid` or `<Grid>` and
 * `resultsOptions` (docs/headless.md, "A GIF picker").
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { attributionOf, canDo } from '../../sdk/source/capability';
import { type Columns, resolveColumns } from '../grid/masonry';
import type { GridHandle } from '../grid/types';
import { useRecentGifs } from '../recent/useRecentGifs';
import { useSearchContext } from '../search/searchContext';
import { typeToSearch } from '../search/typeToSearch';
import { SEARCH_DEBOUNCE_MS } from '../search/useSearchField';
import { useSearchSource } from '../search/useSearchSource';
import { mergeProps } from '../shared/composeHandlers';
import { providerSearchMessages } from '../shared/messages';
import { useControlledReducer } from '../shared/useControlledReducer';
import { useElementWidth } from '../shared/useElementWidth';
import { useRefMerger } from '../shared/useRefMerger';
import { useDebouncedCallback } from '../shared/useTimeout';
import { PickerChangeType } from './changeTypes';
import { keysAfter } from './keysAfter';
import { pickerMessages } from './messages';
import { pickerRow, useKeptRow } from './pickerRow';
import { type PickerGif, pickerReducer } from './reducer';
import type { PickerOptions, PickerResult } from './types';
import { useTrendingSearches } from './useTrendingSearches';

/** Two columns on a phone, three from 360 px of picker. */
export const PICKER_COLUMNS: Columns = [
  { minWidth: 0, columns: 2 },
  { minWidth: 360, columns: 3 },
];

/** A GIF picker's behaviour without the skin: search, results, recent and favorite rows, keyboard and selection. */
export function usePicker(options: PickerOptions): PickerResult {
  const search = useSearchContext();
  // The source's provider names the field ("Search KLIPY" rather than GIPHY's default), gives
  // the placeholder it asks for and the mark for the footer, and the trending searches show
  // only where it has them. Your `messages` win over all of it.
  const attribution = attributionOf(search.client);
  const messages = { ...pickerMessages, ...providerSearchMessages(attribution), ...options.messages };
  const id = useId();
  const ids = { hint: `${id}hint`, results: `${id}results`, heading: `${id}heading`, recent: `${id}recent` };
  const input = useRef<HTMLInputElement | null>(null);
  const grid = useRef<GridHandle>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const mergeRootRef = useRefMerger(setRoot);
  const mergeBodyRef = useRefMerger(setBody);
  const [setInput] = useState(() => (element: HTMLInputElement | null) => {
    input.current = element;
  });
  const mergeInputRef = useRefMerger(setInput);
  const commitLater = useDebouncedCallback(search.commitTerm, options.debounce ?? SEARCH_DEBOUNCE_MS);
  const { state, dispatch } = useControlledReducer({
    reducer: pickerReducer,
    initialState: () => ({ value: options.defaultValue ?? null }),
    controlled: { value: options.value },
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    onFieldChange: { value: options.onValueChange },
  });

  const source = useSearchSource();
  const recents = useRecentGifs({ store: options.recents });
  const recentRow = useKeptRow(recents.items, options.recentHeight, messages);
  const browsing = search.inputValue.trim() === '' && search.term === '';
  const suggestions = useTrendingSearches({
    client: search.client,
    enabled: browsing && canDo(search.client, 'trendingSearches'),
    limit: options.trendingSearches ?? 8,
  });
  // Breakpoints go by the picker's width (its border box); before it is measured (server, first
  // render) the grid resolves them by its own `initialWidth`.
  const width = useElementWidth(root, 0, 'border-box');
  const breakpoints = options.columns ?? PICKER_COLUMNS;
  const columns = width > 0 ? resolveColumns(breakpoints, width) : breakpoints;

  const focusInput = () => input.current?.focus();
  const pick = (type: PickerChangeType, gif: PickerGif) => {
    recents.add(gif);
    dispatch({ type, gif } as Parameters<typeof dispatch>[0]);
    options.onSelect(gif);
  };
  const clearSearch = () => {
    commitLater.cancel();
    search.clear();
    focusInput();
  };

  /** The field's keys. */
  const onInputKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      grid.current?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitLater.cancel();
      search.commitTerm();
    } else if (event.key === 'Escape' && search.inputValue) {
      // Escape with text empties the field; with none it reaches the host (a popover closes).
      event.preventDefault();
      event.stopPropagation();
      clearSearch();
    }
  };
  /** Keys on a GIF (a result, a recent or favorite one) or a favorite toggle, after their own: back to the field. */
  const onGifKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      focusInput();
    } else typeToSearch(event.nativeEvent, input.current);
  };

  const recentParts = pickerRow({ row: recentRow, name: 'recent', headingId: ids.recent, onKeyDown: onGifKeyDown });

  return {
    state,
    messages,
    attribution,
    resultsHeading: messages.resultsHeading(search.term),
    browsing,
    suggestions: browsing ? suggestions : [],
    showRecents: browsing && recents.items.length > 0,
    recentRow,
    selectRecent: (gif) => pick(PickerChangeType.RecentSelect, gif),
    selectFavorite: (gif) => pick(PickerChangeType.FavoriteSelect, gif),
    onGifKeyDown,
    resultsOptions: {
      source,
      root: body,
      handleRef: grid,
      columns,
      onExitTop: focusInput,
      onSelect: (gif, _index, event) => {
        event.preventDefault(); // button-like tiles: never follow a link
        pick(PickerChangeType.ResultSelect, gif);
      },
    },
    focusInput,
    focusResults: () => grid.current?.focus() ?? false,

    getRootProps: (props = {}) =>
      mergeProps({ 'aria-label': messages.pickerLabel, 'data-gk-picker': '' }, props, { ref: mergeRootRef(props.ref) }),
    getInputProps: (props = {}) =>
      mergeProps(
        {
          type: 'search',
          dir: 'auto', // Hebrew or Arabic typed into a left-to-right picker runs right to left
          'data-gk-picker-input': '',
          'aria-label': messages.searchLabel,
          'aria-describedby': ids.hint,
          'aria-controls': ids.results,
          placeholder: messages.searchPlaceholder,
          autoComplete: 'off',
          autoCapitalize: 'off',
          autoCorrect: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
          value: search.inputValue,
          onChange: (event: { currentTarget: HTMLInputElement }) => {
            search.setInputValue(event.currentTarget.value);
            commitLater();
          },
        },
        props,
        { ref: mergeInputRef(props.ref), onKeyDown: keysAfter(props.onKeyDown, onInputKeyDown) },
      ),
    getClearButtonProps: (props = {}) =>
      mergeProps(
        {
          'data-gk-picker-clear': '',
          'aria-label': messages.clearSearch,
          hidden: !search.inputValue,
          onClick: clearSearch,
        },
        props,
        { type: 'button' },
      ),
    getHintProps: (props = {}) => mergeProps({ id: ids.hint, hidden: true }, props),
    getSuggestionsProps: (props = {}) =>
      mergeProps({ 'data-gk-picker-suggestions': '', 'aria-label': messages.trendingSearches }, props),
    getSuggestionProps: ({ term, ...props }) =>
      mergeProps({ 'data-gk-picker-suggestion': '', onClick: () => search.setSearch(term) }, props, { type: 'button' }),
    getBodyProps: (props = {}) => mergeProps({ 'data-gk-picker-body': '' }, props, { ref: mergeBodyRef(props.ref) }),
    getResultsHeadingProps: (props = {}) => mergeProps({ id: ids.heading, 'data-gk-picker-heading': '' }, props),
    getResultsListProps: (props = {}) =>
      mergeProps({ id: ids.results, 'aria-labelledby': ids.heading }, props, {
        onKeyDown: keysAfter(props.onKeyDown, onGifKeyDown),
      }),
    getRecentProps: recentParts.getSectionProps,
    getRecentHeadingProps: recentParts.getHeadingProps,
    getRecentClearProps: (props = {}) =>
      mergeProps(
        {
          'data-gk-picker-recent-clear': '',
          'aria-label': messages.clearRecentLabel,
          onClick: () => {
            recents.clear();
            focusInput();
          },
        },
        props,
        { type: 'button' },
      ),
    getRecentListProps: recentParts.getListProps,
    getRecentItemProps: recentParts.getItemProps,
    getRecentTileProps: recentParts.getTileProps,
  };
}
