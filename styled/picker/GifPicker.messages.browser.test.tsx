// Every string of the picker is replaceable: with EVERY `PickerMessages` entry
// replaced (enumerated from the defaults, so a new message is covered the day it is added), no
// default string is left anywhere in the picker's DOM (text, every attribute: aria-label, title,
// alt, placeholder…) or in Chromium's accessibility tree (the names aria-labelledby gives, the
// descriptions aria-describedby gives, live regions), through every state the picker shows:
// trending with favorites and recent rows and a favorite toggle, a search, the loader, no
// results, an error.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { cdp, commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, expect, it } from 'vitest';
import '../styled.css';
import { type PickerMessages, pickerMessages } from '../../headless/picker/messages';
import { createFavoriteGifs } from '../../sdk/favorites/favoriteGifs';
import { createRecentGifs } from '../../sdk/recent/recentGifs';
import { mockClient } from '../../test/browser/skinHarness';
import { GifPicker, pickerFavorites } from './GifPicker';

/** What the replacement of message `key` renders (a function's arguments included). */
const marker = (key: string, args: unknown[] = []) => `⟦${[key, ...args].join(' ')}⟧`;

/** Every message replaced; the functions remember what they were called with. */
function replacedMessages() {
  const calls: [key: string, args: unknown[]][] = [];
  const messages = Object.fromEntries(
    Object.entries(pickerMessages).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            calls.push([key, args]);
            return marker(key, args);
          }
        : marker(key),
    ]),
  ) as unknown as PickerMessages;
  /** The default strings: each plain one, and each function's default for the arguments it was given. */
  const defaults = () =>
    new Set([
      ...Object.values(pickerMessages).filter((value): value is string => typeof value === 'string'),
      ...calls.map(([key, args]) =>
        (pickerMessages[key as keyof PickerMessages] as (...a: unknown[]) => string)(...args),
      ),
    ]);
  return { messages, defaults };
}

type AXNode = { name?: { value?: unknown }; description?: { value?: unknown }; value?: { value?: unknown } };

/** Every string a user can meet: the DOM's text and attribute values, and the accessibility tree's names, descriptions and values. */
async function everyString(): Promise<string[]> {
  const strings: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    strings.push((element.textContent ?? '').trim());
    for (const attribute of element.attributes) strings.push(attribute.value.trim());
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) strings.push(node.nodeValue!.trim());
  }
  const { nodes } = (await cdp().send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  for (const node of nodes) {
    for (const field of [node.name, node.description, node.value]) {
      if (typeof field?.value === 'string') strings.push(field.value.trim());
    }
  }
  return strings.filter(Boolean);
}

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

it('with every message replaced, no default string is left in the DOM or the accessibility tree', async () => {
  const { messages, defaults } = replacedMessages();
  let gate: Promise<void> | undefined;
  const client = mockClient({ hold: () => gate ?? Promise.resolve() });
  const recents = createRecentGifs({ storage: null });
  const favorites = createFavoriteGifs({ storage: null });
  render(
    <GifPicker
      client={client}
      onSelect={() => {}}
      recents={recents}
      favorites={pickerFavorites(favorites)}
      debounce={50}
      messages={messages}
    />,
  );
  const input = () => screen.getByRole('searchbox', { name: marker('searchLabel') }) as HTMLInputElement;
  const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-grid] [data-gk-grid-item]')];
  const seen: string[] = [];
  const look = async () => seen.push(...(await everyString()));

  // Trending, with suggestions, a recent row (a GIF picked by keyboard) and a Favorites row (the
  // same GIF, its star reached by Tab).
  await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
  input().focus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => screen.getByRole('listbox', { name: marker('recent') }));
  await userEvent.tab();
  expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^⟦favoriteLabel /);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => screen.getByRole('listbox', { name: marker('favorites') }));
  await waitFor(() => screen.getByRole('list', { name: marker('trendingSearches') }));
  await look();

  // A search, its clear button shown, the results announced.
  input().focus();
  await userEvent.keyboard('cats');
  await waitFor(() => screen.getByRole('heading', { name: marker('resultsHeading', ['cats']) }));
  await waitFor(() => expect(document.querySelector('[data-gk-live]')?.textContent).toMatch(/^⟦results \d+ cats⟧$/));
  await look();

  // The loader while a page is on its way.
  let release!: () => void;
  gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await userEvent.clear(input());
  await userEvent.keyboard('dogs');
  await waitFor(() => expect(document.querySelector('[data-gk-live]')?.textContent).toBe(marker('loading')));
  await look();
  await act(async () => release());
  gate = undefined;

  // No results, then an error and its retry.
  await userEvent.clear(input());
  await userEvent.keyboard('no results');
  await waitFor(() =>
    expect(document.querySelector('[data-gk-grid-no-results]')?.textContent).toBe(marker('noResults')),
  );
  await look();
  await userEvent.clear(input());
  await userEvent.keyboard('error 500');
  await waitFor(() => screen.getByRole('button', { name: marker('tryAgain') }));
  await look();

  const left = [...new Set(seen)].filter((text) => defaults().has(text));
  expect(left).toEqual([]);
  // The test saw every message (a message it never shows would pass above unseen), but the
  // lists' own names: the picker names its results and its recent row by their headings.
  const unseen = Object.keys(pickerMessages).filter((key) => !seen.some((text) => text.includes(`⟦${key}`)));
  expect(unseen.sort()).toEqual(['carouselLabel', 'gridLabel']);
  // One picker walked through five states (rows and a star, a search, the loader, no results, an
  // error), each read in the DOM and the accessibility tree: 5 s on a quiet machine.
}, 30_000);
