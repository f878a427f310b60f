// The styled search box in real Chromium over the mock API: suggestions open and highlight
// with the keys, a channel becomes a chip, the clear button, a visible focus state, axe, no
// console noise, and screenshots with the suggestion list open.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { SearchProvider } from '../../headless';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { expectLook, LOOKS, mockClient, renderLook, watchConsole } from '../../test/browser/skinHarness';
import { SearchBox } from './SearchBox';

const client = mockClient();
const input = () => screen.getByRole('combobox') as HTMLInputElement;
const options = () => screen.queryAllByRole('option');

function App({ children = <SearchBox className="search" /> }: { children?: ReactNode }) {
  return (
    <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
      <SearchProvider>{children}</SearchProvider>
    </GiphyProvider>
  );
}

afterEach(cleanup);

describe('styled SearchBox', () => {
  it('opens trending suggestions, highlights with the arrow keys, and clears', async () => {
    const logged = watchConsole();
    render(<App />);
    expect(document.querySelector('[data-gk-search]')!.className).toBe('search');
    await userEvent.click(input());
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    expect(options()[0]!.dataset.kind).toBe('trending');
    const menu = document.querySelector<HTMLElement>('[data-gk-search-menu]')!;
    expect(getComputedStyle(menu).display).toBe('block');
    await userEvent.keyboard('{ArrowDown}');
    expect(getComputedStyle(options()[0]!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{Escape}');
    expect(getComputedStyle(menu).display).toBe('none');
    const field = document.querySelector<HTMLElement>('[data-gk-search-field]')!;
    expect(getComputedStyle(field).boxShadow).not.toBe('none'); // focused
    await userEvent.keyboard('cats');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(getComputedStyle(clear).display).not.toBe('none');
    await userEvent.click(clear);
    expect(input().value).toBe('');
    expect(getComputedStyle(clear).display).toBe('none');
    expect(logged()).toEqual([]);
  });

  it('the search button searches the typed text now and calls onSubmit, as Enter does', async () => {
    const onSubmit = vi.fn();
    render(<App>{<SearchBox onSubmit={onSubmit} />}</App>);
    await userEvent.click(input());
    await userEvent.keyboard(' dogs ');
    await userEvent.click(screen.getByRole('button', { name: 'Search GIPHY' }));
    expect(onSubmit).toHaveBeenCalledWith('dogs');
  });

  it('an @channel suggestion becomes a chip that removes the channel', async () => {
    render(<App />);
    await userEvent.click(input());
    await userEvent.keyboard('@nba');
    expect(input().hasAttribute('data-channel-mode')).toBe(true);
    await waitFor(() => expect(options().some((o) => o.dataset.kind === 'channel')).toBe(true));
    await userEvent.click(options().find((o) => o.dataset.kind === 'channel')!);
    const chip = await waitFor(() => screen.getByRole('button', { name: /^Remove channel/ }));
    expect(getComputedStyle(chip).display).not.toBe('none');
    await userEvent.click(chip);
    expect(screen.queryByRole('button', { name: /^Remove channel/ })).toBeNull();
  });

  it.each(LOOKS)('looks right: $name (screenshot, axe)', async (look) => {
    const logged = watchConsole();
    await renderLook(
      look,
      480,
      <App>
        <div style={{ height: 400 }}>
          <SearchBox />
        </div>
      </App>,
    );
    await userEvent.click(input());
    await userEvent.keyboard('ca');
    // The tag suggestions for 'ca' (trending ones show until the lookup starts), then the first highlighted.
    await waitFor(() => expect(options().length > 1 && options().every((o) => o.dataset.kind === 'tag')).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.getElementById(input().getAttribute('aria-activedescendant') ?? '')).toBe(options()[0]);
    await expectLook(`search-${look.name}`, logged);
  });

  it('opens the suggestions upward when there is no room below (a field at the bottom of a panel)', async () => {
    render(
      <App>
        <div data-testid="panel" style={{ height: 500, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
          <div style={{ flex: 'none', height: 440 }}>messages</div>
          <SearchBox />
        </div>
      </App>,
    );
    const panel = screen.getByTestId('panel');
    const room = panel.scrollHeight;
    await userEvent.click(input());
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    const menu = document.querySelector<HTMLElement>('[data-gk-search-menu]')!;
    expect(menu.dataset.side).toBe('top');
    const field = document.querySelector<HTMLElement>('[data-gk-search-field]')!.getBoundingClientRect();
    expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(field.top);
    expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(panel.getBoundingClientRect().top);
    expect(panel.scrollHeight).toBe(room); // the panel is not stretched
  });

  it('opens the suggestions below where they fit', async () => {
    render(<App />);
    await userEvent.click(input());
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    const menu = document.querySelector<HTMLElement>('[data-gk-search-menu]')!;
    expect(menu.dataset.side).toBe('bottom');
    const field = document.querySelector<HTMLElement>('[data-gk-search-field]')!.getBoundingClientRect();
    expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(field.bottom);
  });

  it('the field has dir="auto"', async () => {
    render(<App />);
    await userEvent.click(input());
    await userEvent.keyboard('مرحبا');
    expect(input().matches(':dir(rtl)')).toBe(true);
  });
});
