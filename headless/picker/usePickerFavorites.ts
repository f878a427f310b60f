/**
 * `usePickerFavorites`: favorites in a GIF picker, beside `usePicker` (so an app without
 * favorites ships none of this): the Favorites row (the carousel's roving row over the store's
 * favorites, newest first, shown while browsing) and one favorite toggle per list of GIFs (the
 * results, the recent row, the Favorites row; `useFavoriteToggle`). Call it inside the same
 * `<SearchProvider>`, with the picker `usePicker` returned and a store from `createFavoriteGifs()`
 * (docs/headless.md, "Favorites in a picker").
 */
import { useId } from 'react';
import type { FavoriteGifsStore } from '../../sdk/favorites/favoriteGifs';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import type { CarouselResult } from '../carousel/types';
import { useFavoritesOf } from '../favorites/useFavoriteGifs';
import type { ElementProps, PropGetter, UserProps } from '../grid/types';
import { useSearchContext } from '../search/searchContext';
import { mergeProps } from '../shared/composeHandlers';
import { pickerRow, useKeptRow } from './pickerRow';
import type { PickerResult, RowPartProps } from './types';
import { type FavoriteToggle, useFavoriteToggle } from './useFavoriteToggle';

/** The picker's lists of GIFs, each with its own favorite toggle. */
export type PickerList = 'results' | 'recent' | 'favorites';

/** What `usePickerFavorites` takes: the favorites store and the strings. */
export interface PickerFavoritesOptions {
  /** Where favorites are kept: a store from `createFavoriteGifs({ storageKey, limit, storage })`. */
  store: FavoriteGifsStore;
  /** Height of a GIF in the Favorites row, in px. Default 60, as the recent row's. */
  height?: number | undefined;
}

/** What `usePickerFavorites` returns: the favorites row and the star's props. */
export interface PickerFavoritesResult {
  /** The favorite GIFs, newest first (the same array until they change). */
  items: readonly StoredGif[];
  /** Whether the GIF with this id is a favorite (as rendered). */
  isFavorite: (id: string) => boolean;
  /** Render the Favorites row: browsing, with favorites. */
  showRow: boolean;
  /** The Favorites row: the carousel's roving row over the favorites (`items`, `layout`). */
  row: CarouselResult<StoredGif>;
  /** The row's section, labelled by its heading; `data-gk-picker-favorites`. */
  getSectionProps: PropGetter;
  /** The row's heading (`messages.favorites`). */
  getHeadingProps: PropGetter;
  /** The row's `listbox` (horizontal), keyed as the recent row is. */
  getListProps: (props?: RowPartProps) => RowPartProps;
  /** One favorite's box (`role="presentation"`): pointing at it or focusing it aims the row's toggle at it. */
  getItemProps: (options: RowPartProps & { item: StoredGif; index: number }) => RowPartProps;
  /** A favorite's tile root, the roving `option` (the tile's `rootProps`; its `onClick` is `select`). */
  getTileProps: (options: RowPartProps & { index: number }) => RowPartProps;
  /** Picks a favorite: the picker's `selectFavorite`. */
  select: (gif: StoredGif) => void;
  /**
   * Handlers to merge into the item props of a GIF of the results or the recent row: pointing at
   * it or focusing it aims that list's toggle at it
   * (`grid.getItemProps({ item, index, ...favorites.track('results', item) })`).
   */
  track: (list: Exclude<PickerList, 'favorites'>, gif: StoredGif) => Pick<UserProps, 'onPointerEnter' | 'onFocus'>;
  /**
   * The favorite toggle of one list: a real button with `aria-pressed`, named
   * `messages.favoriteLabel(name)`, to render right after that list (not in it: a listbox's options
   * hold no buttons), so a list has one Tab stop for it, not one per GIF. It acts on the list's GIF
   * pointed at or focused last, is `hidden` until there is one, and publishes that GIF's box
   * relative to its offset parent as `--gk-target-x`, `--gk-target-y`, `--gk-target-width` and
   * `--gk-target-height`. Enter or Space toggles; Escape or a printable key go back to the field.
   * The Favorites row's toggle, removing a GIF, moves on to the next (the field after the last).
   */
  getToggleProps: (
    options: UserProps<HTMLButtonElement> & { list: PickerList },
  ) => ElementProps<HTMLButtonElement> & { type: 'button' };
}

/** The picker's favorites: the row shown while the field is empty and the star on a GIF. */
export function usePickerFavorites(picker: PickerResult, options: PickerFavoritesOptions): PickerFavoritesResult {
  const favorites = useFavoritesOf(options.store);
  const row = useKeptRow(favorites.items, options.height, picker.messages);
  const { term } = useSearchContext();
  const headingId = `${useId()}favorites`;
  const toggleOptions = { favorites, label: picker.messages.favoriteLabel, onKeyDown: picker.onGifKeyDown };
  const toggles: Record<PickerList, FavoriteToggle> = {
    // A new search gives the results other GIFs: the toggle forgets the one it had.
    results: useFavoriteToggle({ ...toggleOptions, scope: term }),
    recent: useFavoriteToggle({
      ...toggleOptions,
      isLive: (id) => picker.recentRow.items.some((gif) => gif.id === id),
    }),
    favorites: useFavoriteToggle({
      ...toggleOptions,
      isLive: favorites.isFavorite,
      // Removing a GIF from this row moves the toggle on to the next one (the previous at the end),
      // so a keyboard user can go on removing; with none left, focus goes to the field.
      onToggle: (gif, element) => {
        const index = favorites.items.findIndex((item) => item.id === gif.id);
        const last = index + 1 === favorites.items.length;
        const next = favorites.items[last ? index - 1 : index + 1];
        // The row renders one box per GIF, in order.
        const box = (last ? element.previousElementSibling : element.nextElementSibling) as HTMLElement | null;
        favorites.remove(gif.id);
        if (next && box) toggles.favorites.choose(next, box);
        else picker.focusInput();
      },
    }),
  };
  const parts = pickerRow({ row, name: 'favorites', headingId, onKeyDown: picker.onGifKeyDown });

  return {
    items: favorites.items,
    isFavorite: favorites.isFavorite,
    showRow: picker.browsing && favorites.items.length > 0,
    row,
    ...parts,
    getItemProps: ({ item, index, ...props }) =>
      parts.getItemProps({ item, index, ...mergeProps<RowPartProps>(toggles.favorites.track(item), props) }),
    select: picker.selectFavorite,
    track: (list, gif) => toggles[list].track(gif),
    getToggleProps: ({ list, ...props }) => toggles[list].getToggleProps(props),
  };
}
