// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gif } from '../../sdk/normalize/gif';
import { recordedGifs } from '../../test/support/gifs';
import { tileAspectRatio } from './aspectRatio';
import { GridChangeType } from './changeTypes';
import { Grid, type GridProps } from './Grid';
import { createMasonry } from './masonry';
import { navigate } from './spatialNavigation';
import type { GridResult } from './types';

const gifs = recordedGifs;
const twelve = gifs(12);
const source = async () => ({ data: [] as Gif[] });
const tiles = () => screen.queryAllByRole('option');
const tile = (id: string) => screen.getByText(id).closest<HTMLElement>('[role="option"]')!;
const focused = () => document.activeElement?.textContent;
const press = (key: string, options: object = {}) => fireEvent.keyDown(document.activeElement!, { key, ...options });

function TestGrid(props: Partial<GridProps<Gif>>) {
  return (
    <Grid
      width={612}
      source={source}
      initialItems={twelve}
      {...props}
      renderItem={(gif, _layout, getItemProps) => <div {...getItemProps()}>{gif.id}</div>}
    />
  );
}

function engine(items: Gif[], direction: 'ltr' | 'rtl' = 'ltr') {
  const layout = createMasonry({ width: 612, dir: direction });
  layout.append(items.map(tileAspectRatio));
  return layout;
}

afterEach(cleanup);

describe('Grid: roving tabindex', () => {
  it('has a listbox of options with exactly one tabbable tile, the first', () => {
    render(<TestGrid />);
    screen.getByRole('listbox', { name: 'GIFs' }); // throws when missing
    const tabbable = tiles().filter((t) => t.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]!.textContent).toBe(twelve[0]!.id);
    expect(tabbable[0]!.hasAttribute('data-active')).toBe(true);
    expect(tiles()[3]!.getAttribute('aria-posinset')).toBe('4');
    expect(tiles()[3]!.getAttribute('aria-setsize')).toBe('12');
    expect(tiles()[3]!.getAttribute('aria-selected')).toBe('false');
  });

  it('the focused tile becomes the tabbable one', () => {
    render(<TestGrid />);
    act(() => tile(twelve[5]!.id).focus());
    expect(
      tiles()
        .filter((t) => t.tabIndex === 0)
        .map((t) => t.textContent),
    ).toEqual([twelve[5]!.id]);
  });
});

describe('Grid: keys', () => {
  it('arrow keys move focus by geometry, as the engine says', () => {
    const layout = engine(twelve);
    render(<TestGrid />);
    act(() => tile(twelve[0]!.id).focus());
    let index = 0;
    for (const [key, move] of [
      ['ArrowRight', 'right'],
      ['ArrowDown', 'down'],
      ['ArrowRight', 'right'],
      ['ArrowDown', 'down'],
      ['ArrowLeft', 'left'],
      ['ArrowUp', 'up'],
    ] as const) {
      const next = navigate(layout, index, move);
      press(key);
      if (next !== undefined) index = next;
      expect(focused()).toBe(twelve[index]!.id);
      expect(tiles().filter((t) => t.tabIndex === 0)).toEqual([document.activeElement]);
    }
    expect(index).not.toBe(0);
  });

  it('mirrors left and right in RTL', () => {
    render(<TestGrid dir="rtl" />);
    expect(tile(twelve[0]!.id).style.left).toBe('412px');
    act(() => tile(twelve[0]!.id).focus());
    press('ArrowLeft');
    expect(focused()).toBe(twelve[1]!.id);
    press('ArrowRight');
    expect(focused()).toBe(twelve[0]!.id);
    expect(document.querySelector('[data-gk-grid]')!.getAttribute('dir')).toBe('rtl');
  });

  it('Home and End go to the first and last tile, rendering a virtualized one first', () => {
    const many = gifs(600);
    render(<TestGrid initialItems={many} overscan={0} />);
    const last = many.at(-1)!.id;
    expect(screen.queryByText(last)).toBeNull();
    act(() => tiles()[0]!.focus());
    press('End');
    expect(focused()).toBe(last);
    press('Home', { ctrlKey: true });
    expect(focused()).toBe(many[0]!.id);
    expect(screen.queryByText(last)).toBeNull();
  });

  it('PageDown moves about a viewport down the same column', () => {
    const many = gifs(200);
    const layout = engine(many);
    render(<TestGrid initialItems={many} />);
    act(() => tiles()[0]!.focus());
    press('PageDown');
    const expected = navigate(layout, 0, 'pageDown', 768)!; // jsdom's window is 768 px high
    expect(focused()).toBe(many[expected]!.id);
    expect(layout.items[expected]!.column).toBe(0);
    expect(layout.items[expected]!.y).toBeGreaterThan(500);
  });

  it('Enter and Space select like a click, once, and tell onSelect', () => {
    const onSelect = vi.fn();
    const onClick = vi.fn();
    const onStateChange = vi.fn();
    render(
      <Grid
        width={612}
        source={source}
        initialItems={twelve}
        onSelect={onSelect}
        onStateChange={onStateChange}
        renderItem={(gif, _layout, getItemProps) => (
          <a href={`#${gif.id}`} {...getItemProps({ onClick })}>
            {gif.id}
          </a>
        )}
      />,
    );
    act(() => tile(twelve[2]!.id).focus());
    press('Enter');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith(twelve[2], 2, expect.anything());
    // Only the fields that changed: focus had already made the tile active.
    expect(onStateChange).toHaveBeenLastCalledWith({ type: GridChangeType.KeyEnter, selectedId: twelve[2]!.id });
    expect(tile(twelve[2]!.id).getAttribute('aria-selected')).toBe('true');
    expect(tile(twelve[2]!.id).hasAttribute('data-selected')).toBe(true);
    act(() => tile(twelve[3]!.id).focus());
    press(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: GridChangeType.KeySpace }));
    fireEvent.click(tile(twelve[4]!.id));
    expect(onSelect).toHaveBeenLastCalledWith(twelve[4], 4, expect.anything());
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: GridChangeType.ItemClick }));
    expect(tiles().filter((t) => t.getAttribute('aria-selected') === 'true')).toEqual([tile(twelve[4]!.id)]);
  });

  it('a stateReducer can refuse a move', () => {
    render(
      <TestGrid stateReducer={(state, { type, changes }) => (type === GridChangeType.KeyEnd ? state : changes)} />,
    );
    act(() => tiles()[0]!.focus());
    press('End');
    expect(focused()).toBe(twelve[0]!.id);
    press('ArrowDown');
    expect(focused()).not.toBe(twelve[0]!.id);
  });

  it("the user's handler runs first and preventDefault opts out of ours", () => {
    render(
      <Grid
        width={612}
        source={source}
        initialItems={twelve}
        renderItem={(gif, _layout, getItemProps) => (
          <div {...getItemProps({ onKeyDown: (event) => event.key === 'ArrowRight' && event.preventDefault() })}>
            {gif.id}
          </div>
        )}
      />,
    );
    act(() => tiles()[0]!.focus());
    press('ArrowRight');
    expect(focused()).toBe(twelve[0]!.id);
    press('ArrowDown');
    expect(focused()).not.toBe(twelve[0]!.id);
  });

  it('keys pressed inside a tile (e.g. on its own controls) are left alone', () => {
    render(
      <Grid
        width={612}
        source={source}
        initialItems={twelve}
        renderItem={(gif, _layout, getItemProps) => (
          <div {...getItemProps()}>
            {gif.id}
            <input aria-label={`note ${gif.id}`} />
          </div>
        )}
      />,
    );
    const input = screen.getByLabelText(`note ${twelve[0]!.id}`);
    act(() => input.focus());
    press('ArrowRight');
    press('End');
    expect(document.activeElement).toBe(input);
  });

  it('controlled active tile', () => {
    const onActiveIdChange = vi.fn();
    render(<TestGrid activeId={twelve[4]!.id} onActiveIdChange={onActiveIdChange} />);
    expect(
      tiles()
        .filter((t) => t.tabIndex === 0)
        .map((t) => t.textContent),
    ).toEqual([twelve[4]!.id]);
    act(() => tile(twelve[1]!.id).focus());
    expect(onActiveIdChange).toHaveBeenCalledWith(twelve[1]!.id);
    expect(
      tiles()
        .filter((t) => t.tabIndex === 0)
        .map((t) => t.textContent),
    ).toEqual([twelve[4]!.id]);
  });

  it('children mode: the whole structure from the getters, and focusItem reaches a virtualized tile', () => {
    const many = gifs(500);
    let api: GridResult<Gif> | undefined;
    render(
      <Grid width={612} source={source} initialItems={many} overscan={0}>
        {(grid) => {
          api = grid;
          return (
            <section {...grid.getRootProps({ className: 'mine' })}>
              <ul {...grid.getListProps({ 'aria-labelledby': 'title' })}>
                {grid.virtualItems.map(({ item, index }) => (
                  <li key={item.id} {...grid.getItemProps({ item, index })}>
                    {item.id}
                  </li>
                ))}
              </ul>
              {grid.showLoader && <div {...grid.getLoaderProps()} />}
            </section>
          );
        }}
      </Grid>,
    );
    expect(document.querySelector('section.mine[data-gk-grid]')).toBeTruthy();
    expect(screen.getByRole('listbox').hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('500 GIFs');
    const far = many[400]!.id;
    expect(screen.queryByText(far)).toBeNull();
    act(() => api!.focusItem(far));
    expect(focused()).toBe(far);
    expect(api!.activeId).toBe(far);
  });

  it('a new query forgets the active tile', () => {
    const other = gifs(5, 100);
    const { rerender } = render(<TestGrid resetKey="a" />);
    act(() => tile(twelve[3]!.id).focus());
    rerender(<TestGrid resetKey="b" initialItems={other} />);
    rerender(<TestGrid resetKey="b" initialItems={other} items={other} />);
    expect(
      tiles()
        .filter((t) => t.tabIndex === 0)
        .map((t) => t.textContent),
    ).toEqual([other[0]!.id]);
  });
});
