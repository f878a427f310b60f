/**
 * The grid's prop getters: each takes the user's props, runs their
 * handlers first (`preventDefault()` skips ours), merges refs and style (`mergeProps`), and adds
 * the roles, keys, `data-*` states and `--gk-*` geometry. Built fresh by `useGrid` on every render.
 */
import type { CSSProperties, KeyboardEvent, MouseEvent, Ref, RefCallback } from 'react';
import type { Identified } from '../../sdk/client/paging';
import type { InfiniteLoaderResult } from '../loader';
import { mergeProps, mergeRefs } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import { GridChangeType } from './changeTypes';
import { GRID_MOVE_KEYS, GRID_SELECT_KEYS } from './gridKeyboard';
import type { ItemLayout } from './masonry';
import type { GridAction, GridState } from './reducer';
import { navigate } from './spatialNavigation';
import type { ElementProps, GridGetters, GridOptions, GridResult, UserProps } from './types';
import type { useItemFocus } from './useItemFocus';

type RefMerger = (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;

/** Inline placement of a tile, plus its geometry as `--gk-*` custom properties. */
export function itemStyle({ x, y, width, height, column }: ItemLayout): CSSProperties {
  return {
    position: 'absolute',
    left: x,
    top: y,
    width,
    height,
    '--gk-x': px(x),
    '--gk-y': px(y),
    '--gk-width': px(width),
    '--gk-height': px(height),
    '--gk-column': column,
    '--gk-aspect-ratio': height ? width / height : 1,
  } as CSSProperties;
}

/** A getter for a part without behaviour: its identity attribute, the user's props and ref. */
const part =
  (name: string) =>
  (props: UserProps = {}): ElementProps =>
    mergeProps({ [name]: '' }, props, { ref: mergeRefs(props.ref) });

/** What the getters are built from: one render's state and the hooks' handles. */
export interface GridGetterContext<T extends Identified<string>> {
  /** The grid's state without getters. */
  api: Omit<GridResult<T>, keyof GridGetters<T>>;
  options: GridOptions<T & Identified<string>>;
  /** The focus and selection state's dispatch. */
  dispatch: (action: GridAction) => GridState;
  /** The tile focus registry. */
  focus: ReturnType<typeof useItemFocus>;
  mergeRootRef: RefMerger;
  mergeListRef: RefMerger;
  /** The loader's getter, wrapped by `getLoaderProps`. */
  getLoaderProps: InfiniteLoaderResult<T>['getLoaderProps'];
  /** The viewport's height in px (PageUp/PageDown move by it). */
  pageHeight: number;
}

/** The getters over one render's state. Internal to `useGrid`. */
export function createGridGetters<T extends Identified<string>>({
  api,
  options,
  dispatch,
  focus,
  mergeRootRef,
  mergeListRef,
  getLoaderProps,
  pageHeight,
}: GridGetterContext<T>): GridGetters<T> {
  const { layout } = api;
  // Set while Enter/Space replays as a click, so the click reports the key. The replay is
  // synchronous (`element.click()`) and runs this render's own click handler.
  let activation: GridChangeType | null = null;

  function onItemKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    if (event.target !== event.currentTarget || event.altKey || event.metaKey) return;
    const move = GRID_MOVE_KEYS[event.key];
    if (move) {
      event.preventDefault();
      const target = navigate(layout, index, move.move, pageHeight);
      // Focus follows the active tile (none if a stateReducer cleared it).
      if (target !== undefined) focus.requestFocus(dispatch({ type: move.type, id: api.items[target]!.id }).activeId);
      else if (move.move === 'up') options.onExitTop?.(event);
      return;
    }
    const select = GRID_SELECT_KEYS[event.key];
    if (select) {
      event.preventDefault(); // no page scroll, no second activation of a link tile
      activation = select;
      try {
        event.currentTarget.click();
      } finally {
        activation = null;
      }
    }
  }

  return {
    getRootProps: (props: UserProps = {}) =>
      mergeProps(
        {
          dir: options.dir,
          'data-gk-grid': '',
          'data-state': api.status,
          'data-no-results': presence(api.noResults),
          'data-reduced-motion': presence(api.reducedMotion),
          style: {
            '--gk-grid-width': px(api.width),
            '--gk-grid-height': px(api.height),
            '--gk-column-width': px(layout.columnWidth),
            '--gk-column-count': layout.columnCount,
            '--gk-gutter': px(layout.gutter),
          },
        },
        props,
        { ref: mergeRootRef(props.ref) },
      ),

    getListProps: (props: UserProps = {}) =>
      mergeProps(
        {
          role: 'listbox',
          'aria-label': 'aria-labelledby' in props ? undefined : api.messages.gridLabel,
          'aria-busy': api.status === 'fetching' || undefined,
          'data-gk-grid-list': '',
          style: { position: 'relative', height: api.height },
        },
        props,
        { ref: mergeListRef(props.ref) },
      ),

    getItemProps({ item, index, ...props }) {
      const { id } = item;
      const box = layout.items[index];
      if (process.env.NODE_ENV !== 'production' && api.items[index]?.id !== id) {
        console.warn(
          `gifkit: getItemProps({ item, index }) got index ${index} for item ${id}; pass its index in grid.items.`,
        );
      }
      const active = id === api.tabbableId;
      const selected = id === api.selectedId;
      return mergeProps(
        {
          role: 'option',
          'aria-selected': selected,
          'aria-setsize': api.items.length,
          'aria-posinset': index + 1,
          tabIndex: active ? 0 : -1,
          'data-gk-grid-item': '',
          'data-index': index,
          'data-column': box?.column,
          'data-active': presence(active),
          'data-selected': presence(selected),
          style: box && itemStyle(box),
          onFocus: () => dispatch({ type: GridChangeType.ItemFocus, id }),
          onClick: (event: MouseEvent<HTMLElement>) => {
            dispatch({ type: activation ?? GridChangeType.ItemClick, id });
            options.onSelect?.(item as T & Identified<string>, index, event);
          },
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, index),
        },
        props,
        { ref: props.ref ? mergeRefs(focus.refFor(id), props.ref) : focus.refFor(id) },
      );
    },

    getLoaderProps: (props: UserProps = {}) => getLoaderProps({ 'data-gk-grid-loader': '', ...props }) as never,

    getErrorProps: part('data-gk-grid-error'),

    getRetryProps: (props: UserProps<HTMLButtonElement> = {}) =>
      mergeProps(
        {
          'data-gk-grid-retry': '',
          onClick: () => {
            // The button goes away with the error: keep focus nearby, on the last tile if rendered.
            const last = api.items.at(-1);
            const element = last && focus.elementOf(last.id);
            api.retry();
            element?.focus();
          },
        },
        props,
        { type: 'button', ref: mergeRefs(props.ref) },
      ),

    getNoResultsProps: part('data-gk-grid-no-results'),
  };
}
