/**
 * The grid's prop getters (STYLE.md R6, R8, R9): each takes the user's props, runs their
 * handlers first (`preventDefault()` skips ours), merges refs and style, and adds the roles,
 * keys, `data-*` states and `--gk-*` geometry. Built fresh by `useGrid` on every render.
 */
import type { CSSProperties, KeyboardEvent, MouseEvent, Ref, RefCallback, RefObject } from 'react';
import type { Identified, InfiniteLoaderResult } from '../loader';
import { composeHandlers, mergeRefs } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import { GridChangeType } from './changeTypes';
import { GRID_MOVE_KEYS, GRID_SELECT_KEYS } from './gridKeyboard';
import type { ItemLayout } from './masonry';
import type { GridAction, GridState } from './reducer';
import { navigate } from './spatialNavigation';
import type { ElementProps, GridApi, GridGetters, GridOptions, UserProps } from './types';
import type { useItemFocus } from './useItemFocus';

export interface GetterContext<T> {
  api: Omit<GridApi<T>, keyof GridGetters<T>>;
  options: GridOptions<T & Identified>;
  dispatch: (action: GridAction) => GridState;
  focus: ReturnType<typeof useItemFocus>;
  mergeRootRef: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  mergeListRef: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  /** Set while Enter/Space replays as a click, so the click reports the key. */
  activation: RefObject<GridChangeType | null>;
  getLoaderProps: InfiniteLoaderResult<T>['getLoaderProps'];
  /** Viewport height, for PageUp/PageDown. */
  pageHeight: number;
}

const px = (value: number) => `${value}px`;

/** Inline placement of a tile, plus its geometry as `--gk-*` custom properties. */
export function itemStyle(box: ItemLayout): CSSProperties {
  return {
    position: 'absolute',
    left: box.x,
    top: box.y,
    width: box.width,
    height: box.height,
    '--gk-x': px(box.x),
    '--gk-y': px(box.y),
    '--gk-width': px(box.width),
    '--gk-height': px(box.height),
    '--gk-column': box.column,
    '--gk-aspect-ratio': box.height ? box.width / box.height : 1,
  } as CSSProperties;
}

/** A getter for a part without behaviour: its identity attribute, the user's props and ref. */
const part =
  (name: string) =>
  ({ ref, ...rest }: UserProps = {}): ElementProps => ({ [name]: '', ...rest, ref: mergeRefs(ref) });

export function createGridGetters<T extends Identified>(context: GetterContext<T>): GridGetters<T> {
  const { api, options, dispatch, focus, activation } = context;
  const { layout } = api;

  function onItemKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    if (event.target !== event.currentTarget || event.altKey || event.metaKey) return;
    const move = GRID_MOVE_KEYS[event.key];
    if (move) {
      event.preventDefault();
      const target = navigate(layout, index, move.move, context.pageHeight);
      if (target === undefined) return;
      const next = dispatch({ type: move.type, id: api.items[target]!.id });
      if (next.activeId !== null) focus.requestFocus(next.activeId);
      return;
    }
    const select = GRID_SELECT_KEYS[event.key];
    if (select) {
      event.preventDefault(); // no page scroll, no second activation of a link tile
      activation.current = select;
      try {
        event.currentTarget.click();
      } finally {
        activation.current = null;
      }
    }
  }

  return {
    getRootProps(props: UserProps = {}) {
      const { ref, style, ...rest } = props;
      return {
        dir: options.direction,
        'data-gk-grid': '',
        'data-state': api.status,
        'data-no-results': presence(api.noResults),
        'data-reduced-motion': presence(api.reducedMotion),
        ...rest,
        ref: context.mergeRootRef(ref),
        style: {
          '--gk-grid-width': px(api.width),
          '--gk-grid-height': px(api.height),
          '--gk-column-width': px(layout.columnWidth),
          '--gk-column-count': layout.columnCount,
          '--gk-gutter': px(layout.gutter),
          ...style,
        } as CSSProperties,
      };
    },

    getListProps(props: UserProps = {}) {
      const { ref, style, ...rest } = props;
      return {
        role: 'listbox',
        'aria-label': 'aria-labelledby' in rest ? undefined : api.messages.gridLabel,
        'aria-busy': api.status === 'fetching' || undefined,
        'data-gk-grid-list': '',
        ...rest,
        ref: context.mergeListRef(ref),
        style: { position: 'relative', height: api.height, ...style },
      };
    },

    getItemProps(item, index, props: UserProps = {}) {
      const { ref, style, onClick, onFocus, onKeyDown, ...rest } = props;
      const { id } = item;
      const box = layout.items[index];
      if (process.env.NODE_ENV !== 'production' && api.items[index]?.id !== id) {
        console.warn(
          `gifkit: getItemProps(item, index) got index ${index} for item ${id}; pass its index in grid.items.`,
        );
      }
      const active = id === api.tabbableId;
      const selected = id === api.selectedId;
      return {
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
        ...rest,
        ref: ref ? mergeRefs(focus.refFor(id), ref) : focus.refFor(id),
        style: box ? { ...itemStyle(box), ...style } : style,
        onFocus: composeHandlers(onFocus, () => {
          dispatch({ type: GridChangeType.ItemFocus, id });
        }),
        onClick: composeHandlers(onClick, (event: MouseEvent<HTMLElement>) => {
          dispatch({ type: activation.current ?? GridChangeType.ItemClick, id });
          options.onSelect?.(item as T & Identified, index, event);
        }),
        onKeyDown: composeHandlers(onKeyDown, (event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, index)),
      };
    },

    getLoaderProps(props: UserProps = {}) {
      const { ref, ...rest } = props;
      return context.getLoaderProps({ 'data-gk-grid-loader': '', ...rest, ref }) as never;
    },

    getErrorProps: part('data-gk-grid-error'),

    getRetryProps(props: UserProps<HTMLButtonElement> = {}) {
      const { ref, onClick, ...rest } = props;
      return {
        'data-gk-grid-retry': '',
        ...rest,
        type: 'button' as const,
        ref: mergeRefs(ref),
        onClick: composeHandlers(onClick, () => {
          // The button goes away with the error: keep focus nearby, on the last tile if rendered.
          const last = api.items.at(-1);
          const element = last && focus.elementOf(last.id);
          api.retry();
          element?.focus();
        }),
      };
    },

    getNoResultsProps: part('data-gk-grid-no-results'),
  };
}
