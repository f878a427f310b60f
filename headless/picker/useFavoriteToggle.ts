/**
 * One list's favorite toggle in the picker: a real button with `aria-pressed`, rendered after
 * the list and not in it (a listbox's options hold no buttons: their children are presentational),
 * so each list adds one Tab stop, not one per GIF. It acts on the list's GIF pointed at or focused
 * last, and publishes that GIF's box, relative to the toggle's offset parent, as
 * `--gk-target-x`, `--gk-target-y`, `--gk-target-width` and `--gk-target-height`, for a skin to
 * draw it over the GIF's corner. Hidden until the list has such a GIF.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { altText } from '../../sdk/media/altText';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import type { FavoriteGifsResult } from '../favorites/useFavoriteGifs';
import { mergeProps } from '../shared/composeHandlers';
import type { PropGetter, UserProps } from '../shared/getterProps';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { useRefMerger } from '../shared/useRefMerger';

/** The GIF the toggle acts on, the element that shows it, and the list's `scope` when it was chosen. */
interface Target {
  gif: StoredGif;
  element: HTMLElement;
  scope: unknown;
}

export interface FavoriteToggleOptions {
  favorites: FavoriteGifsResult;
  /** The toggle's accessible name for a GIF's name. */
  label: (name: string) => string;
  /** The chosen GIF is forgotten when this changes (a new search gives the list other GIFs). */
  scope?: unknown;
  /** Whether a GIF is still in the list. */
  isLive?: (id: string) => boolean;
  /** The toggle's keys, after the button's own (Escape back to the field). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Runs instead of a plain toggle (the favorites row moves on to the next GIF). */
  onToggle?: (gif: StoredGif, element: HTMLElement) => void;
}

export interface FavoriteToggle {
  /** The GIF the toggle acts on, or null (the toggle is hidden). */
  gif: StoredGif | null;
  /** Handlers for a GIF's box in the list: pointing at it or focusing it makes it the toggle's GIF. */
  track: (gif: StoredGif) => Pick<UserProps, 'onPointerEnter' | 'onFocus'>;
  /** Makes `gif`, shown by `element`, the toggle's GIF. */
  choose: (gif: StoredGif, element: HTMLElement) => void;
  getToggleProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
}

/** Publishes `element`'s box relative to `toggle`'s offset parent (scrolled content included). */
function placeOver(toggle: HTMLElement | null, element: HTMLElement) {
  const parent = toggle?.offsetParent;
  if (!toggle || !parent || !element.isConnected) return;
  const box = element.getBoundingClientRect();
  const origin = parent.getBoundingClientRect();
  const vars = {
    x: box.left - origin.left - parent.clientLeft + parent.scrollLeft,
    y: box.top - origin.top - parent.clientTop + parent.scrollTop,
    width: box.width,
    height: box.height,
  };
  for (const [name, value] of Object.entries(vars)) toggle.style.setProperty(`--gk-target-${name}`, `${value}px`);
}

export function useFavoriteToggle(options: FavoriteToggleOptions): FavoriteToggle {
  const { favorites, scope, isLive } = options;
  const [chosen, setChosen] = useState<Target | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const [setButton] = useState(() => (element: HTMLButtonElement | null) => {
    button.current = element;
  });
  const mergeButtonRef = useRefMerger(setButton);
  const target = chosen && chosen.scope === scope && (isLive?.(chosen.gif.id) ?? true) ? chosen : null;

  const choose = (gif: StoredGif, element: HTMLElement) => {
    placeOver(button.current, element);
    setChosen((last) =>
      last?.gif.id === gif.id && last.element === element && last.scope === scope ? last : { gif, element, scope },
    );
  };
  // Shown (or moved to another GIF) by this render: place it now that it has an offset parent.
  useIsomorphicLayoutEffect(() => {
    if (target) placeOver(button.current, target.element);
  }, [target]);

  return {
    gif: target?.gif ?? null,
    track: (gif) => ({
      // Not while the toggle holds focus: content scrolled under a resting pointer must not
      // move a keyboard user's toggle to another GIF.
      onPointerEnter: (event) => {
        if (event.currentTarget.ownerDocument.activeElement !== button.current) choose(gif, event.currentTarget);
      },
      onFocus: (event) => choose(gif, event.currentTarget),
    }),
    choose,
    getToggleProps: (props = {}) => {
      const gif = target?.gif;
      const pressed = gif ? favorites.isFavorite(gif.id) : false;
      return mergeProps(
        {
          'aria-pressed': pressed,
          'aria-label': gif ? options.label(altText(gif)) : undefined,
          hidden: !gif,
          onClick: () => {
            if (!target) return;
            if (options.onToggle) options.onToggle(target.gif, target.element);
            else favorites.toggle(target.gif);
          },
          onKeyDown: options.onKeyDown,
        },
        props,
        {
          type: 'button',
          ref: mergeButtonRef(props.ref),
          'data-gk-picker-favorite': '',
          'data-state': pressed ? 'on' : 'off',
        },
      );
    },
  };
}
