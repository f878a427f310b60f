/**
 * The carousel's prop getters: user props and handlers merged with ours
 * (theirs first; `preventDefault()` opts out), ARIA list semantics, roving tabindex, and the
 * geometry as `--gk-*` custom properties.
 */
import type { FocusEvent, HTMLAttributes, KeyboardEvent } from 'react';
import type { ListStatus } from '../../sdk/client/listState';
import type { InfiniteLoaderResult } from '../loader/types';
import { mergeProps } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import type { ListMessages } from '../shared/messages';
import type { CarouselLayout } from './carouselLayout';
import { DEFAULT_CAROUSEL_GUTTER } from './carouselLayout';
import type { CarouselGif, CarouselOptions, CarouselResult } from './types';

interface GetterInput<T extends CarouselGif> {
  loaderProps: InfiniteLoaderResult<T>['getLoaderProps'];
  layout: CarouselLayout;
  status: ListStatus;
  activeIndex: number;
  messages: ListMessages;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  options: CarouselOptions<T>;
}

type Props = HTMLAttributes<HTMLElement>;

export function createCarouselGetters<T extends CarouselGif>(input: GetterInput<T>) {
  const { loaderProps, layout, activeIndex, messages, options } = input;
  const { gifHeight, gutter = DEFAULT_CAROUSEL_GUTTER } = options;
  type R = CarouselResult<T>;

  const getRootProps = ((userProps?: Props) =>
    mergeProps(
      {
        dir: options.dir,
        // The least a row needs with no CSS at all (the same values the styled skin sets): a
        // horizontally scrolling flex row. Your `style` wins.
        style: {
          display: 'flex',
          overflowX: 'auto',
          '--gk-gutter': px(gutter),
          '--gk-gif-height': px(gifHeight),
          '--gk-content-width': px(layout.contentWidth),
        },
      },
      userProps,
      { 'data-gk-carousel': '', 'data-state': input.status },
    )) as R['getRootProps'];

  const getListProps = ((userProps: Props = {}) =>
    mergeProps(
      {
        role: 'list',
        // Named by `carouselLabel` unless you name it by a heading (as the grid's list is).
        'aria-label': 'aria-labelledby' in userProps ? undefined : messages.carouselLabel,
        onKeyDown: input.onKeyDown,
        onFocus: input.onFocus,
        style: { display: 'flex', flex: 'none', gap: 'var(--gk-gutter)' },
      },
      userProps,
      { 'data-gk-carousel-list': '' },
    )) as R['getListProps'];

  const getItemProps = (({ item: _item, index, ...userProps }: Props & { item: T; index: number }) => {
    const box = layout.items[index];
    return mergeProps(
      {
        role: 'listitem',
        style: box
          ? {
              flex: 'none',
              width: 'var(--gk-width)',
              height: 'var(--gk-height)',
              '--gk-x': px(box.x),
              '--gk-width': px(box.width),
              '--gk-height': px(box.height),
            }
          : { flex: 'none' },
      },
      userProps,
      {
        'data-gk-carousel-item': '',
        'data-index': String(index),
        'data-active': presence(index === activeIndex),
      },
    );
  }) as R['getItemProps'];

  const getTileProps = (({ index, ...userProps }: Props & { index: number }) => ({
    tabIndex: index === activeIndex ? 0 : -1,
    ...userProps,
    'data-gk-carousel-focus': '',
  })) as R['getTileProps'];

  const getLoaderProps = ((userProps?: Props) =>
    loaderProps(
      mergeProps({ style: { flex: 'none', minWidth: '1px', '--gk-height': px(gifHeight) } }, userProps, {
        'data-gk-carousel-loader': '',
      }),
    )) as R['getLoaderProps'];

  return { getRootProps, getListProps, getItemProps, getTileProps, getLoaderProps };
}
