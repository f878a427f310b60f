/**
 * The picker's "recent" row: the GIFs picked last, newest first, as a horizontal `listbox`
 * with one Tab stop (roving tabindex) and a button that forgets them.
 *
 * | key (on a recent GIF) | does |
 * |---|---|
 * | ArrowLeft / ArrowRight | previous / next GIF (mirrored right-to-left) |
 * | Home / End | first / last GIF |
 * | Enter / Space | picks the GIF |
 * | Escape | back to the search input |
 */
import { type HTMLAttributes, type KeyboardEvent, useState } from 'react';
import { Tile } from '../tile/Tile';
import type { RecentGif } from './recentGifs';

export interface RecentRowProps {
  gifs: readonly RecentGif[];
  onSelect: (gif: RecentGif) => void;
  onClear: () => void;
  /** Puts focus back in the search input (Escape). */
  onExit: () => void;
  /** Height of a recent GIF in px. */
  height: number;
  headingId: string;
  heading: string;
  clearText: string;
  clearLabel: string;
}

export function RecentRow({
  gifs,
  onSelect,
  onClear,
  onExit,
  height,
  headingId,
  heading,
  clearText,
  clearLabel,
}: RecentRowProps) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, gifs.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-gk-picker-recent-item]')];
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onExit();
      return;
    }
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : step ? index + step : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const target = items[Math.max(0, Math.min(items.length - 1, next))];
    target?.focus();
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <section data-gk-picker-recent="" aria-labelledby={headingId}>
      <div data-gk-picker-section-header="">
        <h3 id={headingId} data-gk-picker-heading="">
          {heading}
        </h3>
        <button type="button" data-gk-picker-recent-clear="" aria-label={clearLabel} onClick={onClear}>
          {clearText}
        </button>
      </div>
      <div
        role="listbox"
        aria-labelledby={headingId}
        aria-orientation="horizontal"
        data-gk-picker-recent-list=""
        onKeyDown={onKeyDown}
      >
        {gifs.map((gif, index) => {
          const width = Math.round(height * aspect(gif));
          const itemProps: HTMLAttributes<HTMLElement> & { 'data-gk-picker-recent-item': '' } = {
            role: 'option',
            'aria-selected': false,
            tabIndex: index === current ? 0 : -1,
            'data-gk-picker-recent-item': '',
            onFocus: () => setActive(index),
          };
          return (
            <Tile
              key={gif.id}
              gif={gif}
              width={width}
              height={height}
              noLink
              hideAttribution
              lazy={false}
              onClick={() => onSelect(gif)}
              rootProps={itemProps}
            />
          );
        })}
      </div>
    </section>
  );
}

/** Width / height of a recent GIF, from its first sized rendition (square when unknown). */
function aspect(gif: RecentGif): number {
  for (const rendition of Object.values(gif.images)) {
    if (rendition && rendition.width > 0 && rendition.height > 0) {
      return Math.min(2, Math.max(0.5, rendition.width / rendition.height));
    }
  }
  return 1;
}
