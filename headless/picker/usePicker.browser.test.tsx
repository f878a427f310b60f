// Real Chromium over gifkit's mock API: the GIF picker built from the headless exports alone,
// exactly as docs/headless.md ("A GIF picker") shows it (test/docs/headlessExamples.test.ts keeps the two the
// same): the field's keys, ArrowDown into the grid through its handle, Escape and type-to-search
// back to the field, ArrowUp on the top row, Enter picks; and the picker's `value` with its
// change types.

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GiphyProvider, useGiphyClient } from '../../hooks';
import { mockClient } from '../../test/browser/skinHarness';
// docs: import { type PickerGif, SearchProvider, Tile, useGrid, usePicker, useSearchLoaderOptions } from 'gifkit/headless';
// docs: import { useGiphyClient } from 'gifkit/hooks';
import { SearchProvider, Tile, useGrid, useSearchLoaderOptions } from '../index';
import { PickerChangeType } from './changeTypes';
import type { PickerGif, PickerState } from './reducer';
import type { PickerOptions } from './types';
import { usePicker } from './usePicker';

// docs:begin
function Picker({ onPick }: { onPick: (gif: PickerGif) => void }) {
  const client = useGiphyClient(); // inside <GiphyProvider>
  return (
    <SearchProvider client={client}>
      <PickerView onPick={onPick} />
    </SearchProvider>
  );
}

function PickerView({ onPick }: { onPick: (gif: PickerGif) => void }) {
  const picker = usePicker({ onSelect: onPick, recents: false });
  return (
    <section {...picker.getRootProps({ style: { width: 400 } })}>
      <input {...picker.getInputProps()} />
      <button {...picker.getClearButtonProps()}>×</button>
      <span {...picker.getHintProps()}>{picker.messages.keyboardHint}</span>
      <ul {...picker.getSuggestionsProps()}>
        {picker.suggestions.map((term) => (
          <li key={term}>
            <button {...picker.getSuggestionProps({ term })}>{term}</button>
          </li>
        ))}
      </ul>
      <div {...picker.getBodyProps({ style: { height: 300, overflowY: 'auto' } })}>
        <h3 {...picker.getResultsHeadingProps()}>{picker.resultsHeading}</h3>
        <Results picker={picker} />
      </div>
    </section>
  );
}

function Results({ picker }: { picker: ReturnType<typeof usePicker> }) {
  const grid = useGrid<PickerGif>({ ...useSearchLoaderOptions(), ...picker.resultsOptions });
  return (
    <div {...grid.getRootProps()}>
      <div {...grid.getListProps(picker.getResultsListProps())}>
        {grid.virtualItems.map(({ item, index, id, layout }) => (
          <Tile
            key={id}
            gif={item}
            width={layout.width}
            height={layout.height}
            noLink
            rootProps={grid.getItemProps({ item, index })}
          />
        ))}
      </div>
      {grid.showLoader && <div {...grid.getLoaderProps()} />}
    </div>
  );
}
// docs:end

/** The docs' picker with the picker's state options (value, stateReducer, onStateChange). */
function StatefulPicker(options: Omit<PickerOptions, 'recents'>) {
  const picker = usePicker({ ...options, recents: false });
  return (
    <section {...picker.getRootProps({ style: { width: 400 } })}>
      <input {...picker.getInputProps()} />
      <div {...picker.getBodyProps({ style: { height: 300, overflowY: 'auto' } })}>
        <h3 {...picker.getResultsHeadingProps()}>{picker.resultsHeading}</h3>
        <output>{picker.state.value?.id ?? 'none'}</output>
        <Results picker={picker} />
      </div>
    </section>
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search GIPHY' }) as HTMLInputElement;
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-grid-item]')];
const value = () => document.querySelector('output')?.textContent;
const focused = () => document.activeElement as HTMLElement;

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('usePicker (headless, the docs example)', () => {
  it('field keys, ArrowDown into the GIFs, Escape and typing back to the field, ArrowUp on the top row, Enter picks', async () => {
    const onPick = vi.fn();
    render(
      <GiphyProvider client={mockClient()}>
        <Picker onPick={onPick} />
      </GiphyProvider>,
    );
    await waitFor(() => screen.getByRole('heading', { name: 'Trending GIFs' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /./ }).length).toBeGreaterThan(1)); // suggestions
    await userEvent.click(input());
    await userEvent.keyboard('cats');
    await waitFor(() => screen.getByRole('heading', { name: 'Results for “cats”' }));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    // The listbox is the results the field controls, named by the heading.
    const list = screen.getByRole('listbox', { name: 'Results for “cats”' });
    expect(input().getAttribute('aria-controls')).toBe(list.id);

    await userEvent.keyboard('{ArrowDown}');
    const first = focused();
    expect(first.hasAttribute('data-gk-grid-item')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(focused()).toBe(input());

    // A printable key on a GIF types into the field, after what is there.
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(first);
    await userEvent.keyboard('s');
    expect(focused()).toBe(input());
    expect(input().value).toBe('catss');
    await userEvent.keyboard('{Backspace}{Enter}');
    await waitFor(() => screen.getByRole('heading', { name: 'Results for “cats”' }));

    // ArrowUp on the top row goes back to the field; Enter on a GIF picks it.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe(input());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const picked = focused();
    expect(picked).not.toBe(first);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]![0].id).toBe(picked.dataset.gifId);

    // Escape in a field with text empties it: trending again.
    await userEvent.keyboard('{Escape}');
    expect(focused()).toBe(input());
    await userEvent.keyboard('{Escape}');
    expect(input().value).toBe('');
    await waitFor(() => screen.getByRole('heading', { name: 'Trending GIFs' }));
  });

  it("a pick is the picker's value, seen by stateReducer and onStateChange as a result select", async () => {
    const onValueChange = vi.fn();
    const onStateChange = vi.fn();
    const stateReducer = vi.fn((_state: PickerState, { changes }: { changes: PickerState }) => changes);
    renderStateful({ onSelect: () => {}, onValueChange, onStateChange, stateReducer });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    const tile = tiles()[0]!;
    await userEvent.click(tile);
    const id = tile.dataset.gifId;
    await waitFor(() => expect(value()).toBe(id));
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ id }));
    expect(onStateChange).toHaveBeenCalledWith({
      type: PickerChangeType.ResultSelect,
      value: expect.objectContaining({ id }),
    });
    expect(stateReducer.mock.calls[0]![1]).toMatchObject({ type: PickerChangeType.ResultSelect, gif: { id } });
  });

  it('a controlled value stays what the host says, and a stateReducer can refuse a pick; onSelect still hears it', async () => {
    const onSelect = vi.fn();
    const onValueChange = vi.fn();
    renderStateful({ onSelect, value: null, onValueChange });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.click(tiles()[0]!);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(value()).toBe('none');
    cleanup();

    const refused = vi.fn();
    renderStateful({ onSelect, stateReducer: (state) => state, onValueChange: refused });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.click(tiles()[1]!);
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(refused).not.toHaveBeenCalled();
    expect(value()).toBe('none');
  });
});

function SearchFromProvider({ children }: { children: ReactNode }) {
  return <SearchProvider client={useGiphyClient()}>{children}</SearchProvider>;
}

function renderStateful(options: Omit<PickerOptions, 'recents'>) {
  return render(
    <GiphyProvider client={mockClient()}>
      <SearchFromProvider>
        <StatefulPicker {...options} />
      </SearchFromProvider>
    </GiphyProvider>,
  );
}
