/**
 * One of the picker's rows of kept GIFs (recent, favorites): `useKeptRow`, the carousel's roving
 * row over a list that is complete, and `pickerRow`, its getters: a section labelled by its
 * heading, a horizontal `listbox` with the keys a GIF has in the picker, the GIFs' boxes and their
 * tiles, the roving `option`s.
 */
import { type KeyboardEvent, useMemo } from 'react';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import type { CarouselResult } from '../carousel/types';
import { useCarouselView } from '../carousel/useCarousel';
import type { ElementProps, UserProps } from '../grid/types';
import { mergeProps } from '../shared/composeHandlers';
import type { ListMessages } from '../shared/messages';
import { keysAfter } from './keysAfter';
import type { RowPartProps } from './types';

const nothing = () => {};

/** The carousel's roving row over kept GIFs: the whole list, so its loader never asks for more. */
export function useKeptRow(items: readonly StoredGif[], height = 60, messages?: ListMessages) {
  const source = useMemo(
    () => ({ items, status: 'done' as const, error: null, hasMore: false, fetchMore: nothing, retry: nothing }),
    [items],
  );
  // The row's list strings are the picker's (its translations too).
  // Kept GIFs are stored normalized: the row reads them as they are (no boundary for the API's JSON).
  return useCarouselView<StoredGif>({ source, gifHeight: height, messages });
}

export interface PickerRowInput {
  row: CarouselResult<StoredGif>;
  /** `data-gk-picker-<name>` on the section, `data-gk-picker-<name>-item` on each tile. */
  name: 'recent' | 'favorites';
  headingId: string;
  /** The keys on a GIF (Escape or a printable key back to the field). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function pickerRow({ row, name, headingId, onKeyDown }: PickerRowInput) {
  return {
    getSectionProps: (props: UserProps = {}) =>
      mergeProps<ElementProps>({ [`data-gk-picker-${name}`]: '', 'aria-labelledby': headingId }, props),
    getHeadingProps: (props: UserProps = {}) =>
      mergeProps<ElementProps>({ id: headingId, 'data-gk-picker-heading': '' }, props),
    getListProps: (props: RowPartProps = {}) =>
      row.getListProps(
        mergeProps<RowPartProps>(
          { role: 'listbox', 'aria-labelledby': headingId, 'aria-orientation': 'horizontal' },
          props,
          { onKeyDown: keysAfter(props.onKeyDown, onKeyDown) },
        ),
      ),
    // The carousel's getters put the user's props over these (no handlers here to chain).
    getItemProps: (options: RowPartProps & { item: StoredGif; index: number }) =>
      row.getItemProps({ role: 'presentation', ...options }),
    getTileProps: (options: RowPartProps & { index: number }) =>
      row.getTileProps({ role: 'option', 'aria-selected': false, [`data-gk-picker-${name}-item`]: '', ...options }),
  };
}
