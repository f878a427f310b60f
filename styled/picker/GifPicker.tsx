/**
 * `<GifPicker>`: a ready GIF picker over gifkit/headless. A search field with trending-search
 * suggestions, a "recent" row, a virtualized grid of results (trending while the field is
 * empty) and the "Powered by GIPHY" mark; keyboard first. Results and suggestions are React Query
 * queries (gifkit/hooks' factories) on the nearest QueryClient, or the picker's own without one,
 * so a server can prefetch them and the hydrated page shows them with no request. Styled by gifkit/styled.css (the
 * `[data-gk-picker…]` rules), themed by the `--gk-*` custom properties.
 */
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  type Columns,
  type GridHandle,
  resolveColumns,
  SEARCH_DEBOUNCE_MS,
  SearchProvider,
  type SearchResultOptions,
  typeToSearch,
  useElementWidth,
  useRecentGifs,
  useSearchContext,
} from '../../headless';
import { QueryClientScope } from '../../hooks/GiphyProvider';
import { useOptionalGiphyCore } from '../../hooks/giphyContext';
import type { GiphyCore } from '../../sdk/client/core';
import { GifkitError } from '../../sdk/errors';
import type { Gif } from '../../sdk/normalize/gif';
import type { RecentGif, RecentGifsStore } from '../../sdk/recent/recentGifs';
import { PoweredBy } from '../shared/icons';
import { type PickerMessages, pickerMessages } from './messages';
import { PickerResults } from './PickerResults';
import { PickerSearch } from './PickerSearch';
import { RecentRow } from './RecentRow';
import { TrendingSearches } from './TrendingSearches';
import { useTrendingSearches } from './useTrendingSearches';

/** Two columns on a phone, three from 360 px. */
export const PICKER_COLUMNS: Columns = [
  { minWidth: 0, columns: 2 },
  { minWidth: 360, columns: 3 },
];

export interface GifPickerProps {
  /** A GIF was picked (click, Enter or Space on a result or a recent GIF). */
  onSelect: (gif: Gif | RecentGif) => void;
  /** The client to search with. Default: the one of the nearest `<GiphyProvider>`. */
  client?: GiphyCore;
  /** Options of every search and of trending: `rating`, `lang`, `type` (`'stickers'`), `limit`… */
  options?: SearchResultOptions;
  /** The first search term ('' shows trending). */
  defaultTerm?: string;
  /** Column count, or breakpoints by the picker's width. Default 2, 3 from 360 px. */
  columns?: Columns;
  /** Space between GIFs in px. Default 6. */
  gutter?: number;
  /**
   * The grid's width in px before it is measured: on the server and in the first client render,
   * which therefore match. Pass it to server-render GIFs (with a prefetched query); default 0.
   */
  initialWidth?: number;
  /** Quiet time (ms) between the last keystroke and the search. Default 500 (GIPHY's). */
  debounce?: number;
  /** How many trending searches to suggest under the field (0: none). Default 8. */
  trendingSearches?: number;
  /**
   * Where recent picks are kept: a store from `createRecentGifs({ storageKey, limit })`, or
   * `false` for no recent row. Default: `localStorage` under `gifkit:recent-gifs`, 12 GIFs.
   */
  recents?: RecentGifsStore | false;
  /**
   * Hides the "Powered by GIPHY" mark. GIPHY's API terms ask for attribution where its search
   * results are shown: only set this if your app credits GIPHY elsewhere.
   */
  hidePoweredBy?: boolean;
  /** Forces a colour scheme; default: the system's (`prefers-color-scheme`). */
  theme?: 'light' | 'dark';
  /** Text direction; default: inherited. */
  dir?: 'ltr' | 'rtl';
  /** Focus the search field on mount (e.g. in a popover). */
  autoFocus?: boolean;
  /** The field's placeholder; default `messages.searchPlaceholder`. */
  placeholder?: string;
  /** Any of the picker's strings (`pickerMessages` has the defaults): field, headings, grid states, announcements. */
  messages?: Partial<PickerMessages>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A GIF picker: type to search (trending while empty), ArrowDown into the GIFs, arrows to
 * move, Enter to pick, Escape back to the field.
 *
 * @selector [data-gk-picker] the root; `--gk-picker-width` (420px), `--gk-picker-height` (480px), `--gk-picker-radius`
 * @selector [data-gk-picker][data-gk-theme="light|dark"] a forced colour scheme
 * @selector [data-gk-picker-search][data-state="idle|fetching"] the search field's frame; [data-gk-picker-input], [data-gk-picker-clear]
 * @selector [data-gk-picker-suggestions] the trending searches; [data-gk-picker-suggestion] one of them (a button)
 * @selector [data-gk-picker-body] the scroll container of the recent row and the grid
 * @selector [data-gk-picker-recent] the recent row; [data-gk-picker-recent-list], [data-gk-picker-recent-item], [data-gk-picker-recent-clear]
 * @selector [data-gk-picker-heading] a section heading
 * @selector [data-gk-picker-grid] the results grid (also `[data-gk-grid]` with its states)
 * @selector [data-gk-spinner] the loader's spinner (five dots)
 * @selector [data-gk-powered-by] the "Powered by GIPHY" mark
 */
export function GifPicker({ client: clientProp, options, defaultTerm, ...props }: GifPickerProps) {
  const providerClient = useOptionalGiphyCore();
  const client = clientProp ?? providerClient;
  if (!client) throw new GifkitError('gifkit: <GifPicker> needs a `client` prop or a <GiphyProvider> above it.');
  return (
    <QueryClientScope>
      <SearchProvider client={client} options={options} defaultTerm={defaultTerm}>
        <PickerView {...props} client={client} />
      </SearchProvider>
    </QueryClientScope>
  );
}

/** Picker's keys on a result or a recent GIF: Escape goes back to the field, a printable key types into it. */
function onResultKeyDown(event: KeyboardEvent<HTMLElement>, input: HTMLInputElement | null) {
  const target = event.target as HTMLElement;
  if (!target.matches('[data-gk-grid-item], [data-gk-picker-recent-item]')) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    input?.focus();
  } else typeToSearch(event.nativeEvent, input);
}

function PickerView(props: Omit<GifPickerProps, 'options' | 'defaultTerm'> & { client: GiphyCore }) {
  const messages = props.messages ? { ...pickerMessages, ...props.messages } : pickerMessages;
  const id = useId();
  const search = useSearchContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const grid = useRef<GridHandle>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const recents = useRecentGifs({ store: props.recents });
  const browsing = search.inputValue.trim() === '' && search.term === '';
  const terms = useTrendingSearches(props.client, browsing, props.trendingSearches ?? 8);
  // Breakpoints go by the picker's width (its border box); before it is measured (server,
  // first render) by the grid's `initialWidth`, as the grid would.
  const width = useElementWidth(root, 0, 'border-box');
  const breakpoints = props.columns ?? PICKER_COLUMNS;
  const columns = width > 0 ? resolveColumns(breakpoints, width) : breakpoints;

  const focusInput = () => inputRef.current?.focus();
  const select = (gif: Gif | RecentGif) => {
    recents.add(gif);
    props.onSelect(gif);
  };

  return (
    <section
      ref={setRoot}
      data-gk-picker=""
      data-gk-theme={props.theme}
      dir={props.dir}
      aria-label={messages.pickerLabel}
      className={props.className}
      style={props.style}
    >
      <div data-gk-picker-header="">
        <PickerSearch
          inputRef={inputRef}
          onArrowDown={() => grid.current?.focus()}
          onClear={() => {
            search.clear();
            focusInput();
          }}
          debounce={props.debounce ?? SEARCH_DEBOUNCE_MS}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          hintId={`${id}hint`}
          resultsId={`${id}results`}
          messages={messages}
        />
        {browsing && <TrendingSearches terms={terms} label={messages.trendingSearches} />}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keys bubbling up from the GIFs inside (options), not a control */}
      <div data-gk-picker-body="" ref={setBody} onKeyDown={(event) => onResultKeyDown(event, inputRef.current)}>
        {browsing && recents.items.length > 0 && (
          <RecentRow
            gifs={recents.items}
            onSelect={select}
            onClear={() => {
              recents.clear();
              focusInput();
            }}
            height={60}
            headingId={`${id}recent`}
            heading={messages.recent}
            clearText={messages.clearRecent}
            clearLabel={messages.clearRecentLabel}
          />
        )}
        <h3 id={`${id}heading`} data-gk-picker-heading="">
          {messages.resultsHeading(search.term)}
        </h3>
        <PickerResults
          root={body}
          handleRef={grid}
          columns={columns}
          gutter={props.gutter ?? 6}
          initialWidth={props.initialWidth}
          listId={`${id}results`}
          headingId={`${id}heading`}
          messages={messages}
          onSelect={select}
          onExitTop={focusInput}
        />
      </div>
      {!props.hidePoweredBy && (
        <footer data-gk-picker-footer="">
          <PoweredBy />
        </footer>
      )}
    </section>
  );
}
