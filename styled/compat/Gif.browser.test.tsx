// gifkit/compat/react's Gif in Chromium, offline: the facts of GIPHY's Gif component spec
// (visible once its media loaded with onGifVisible, onGifSeen, onGifClick / onGifRightClick /
// onGifKeyPress with the GIF), its link, noLink, size props and hostile URLs.
import { cleanup, render, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import type { IGif } from '../../sdk/compat/types';
import { gifHeight } from '../../sdk/media/gifSize';
import { gifAt } from '../../sdk/mock/data/gifs';
import { normalizeGif } from '../../sdk/normalize/gif';
import { compatGifs, gifEventSpies } from '../../test/support/gifs';
import { Gif } from './index';

const root = () => document.querySelector<HTMLElement>('.giphy-gif')!;

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('compat Gif', () => {
  it('loads, is seen and reports clicks, right clicks and key presses with the app’s IGif', async () => {
    const [gif] = compatGifs(1) as [IGif];
    const on = gifEventSpies();
    render(<Gif gif={gif} width={300} {...on} />);
    await waitFor(() => expect(root().dataset.state).toBe('loaded'));
    await waitFor(() => expect(on.onGifVisible).toHaveBeenCalled());
    expect(on.onGifVisible.mock.calls[0]?.[0]).toBe(gif);
    await waitFor(() => expect(on.onGifSeen).toHaveBeenCalledTimes(1));
    expect(on.onGifSeen.mock.calls[0]?.[0]).toBe(gif);
    expect(root().getAttribute('href')).toBe(gif.url);
    expect(root().getBoundingClientRect().width).toBe(300);

    await userEvent.click(root());
    expect(on.onGifClick.mock.calls.map(([g]) => g)).toEqual([gif]);
    await userEvent.click(root(), { button: 'right' });
    expect(on.onGifRightClick.mock.calls.map(([g]) => g)).toEqual([gif]);
    root().focus();
    await userEvent.keyboard('g');
    expect(on.onGifKeyPress.mock.calls.map(([g, e]) => [g, e.key])).toEqual([[gif, 'g']]);
  });

  it('noLink renders a focusable button-like GIF; Enter selects it', async () => {
    const [gif] = compatGifs(1, 3) as [IGif];
    const onGifClick = vi.fn();
    render(<Gif gif={gif} width={200} height={120} noLink className="mine" onGifClick={onGifClick} />);
    expect(root().hasAttribute('href')).toBe(false);
    expect(root().getAttribute('role')).toBe('button');
    expect(root().className).toContain('mine');
    expect(root().getBoundingClientRect().height).toBe(120);
    root().focus();
    await userEvent.keyboard('{Enter}');
    expect(onGifClick.mock.calls.map(([g]) => g)).toEqual([gif]);
  });

  it('takes a GIF as the API sent it (sizes as text, 0/1 flags) and hands the app that very object back', async () => {
    const raw = gifAt(5) as unknown as IGif; // a recorded answer's GIF, as an app's own server may pass it on
    const onGifClick = vi.fn((_gif: IGif, event: { preventDefault: () => void }) => event.preventDefault());
    render(<Gif gif={raw} width={200} onGifClick={onGifClick} />);
    await waitFor(() => expect(root().dataset.state).toBe('loaded'));
    expect(root().getBoundingClientRect().height).toBe(gifHeight(normalizeGif(raw), 200));
    await userEvent.click(root());
    expect(onGifClick.mock.calls[0]?.[0]).toBe(raw);
  });

  it('never puts a javascript: URL in the page (GIPHY rendered the GIF’s url as the link)', () => {
    const [gif] = compatGifs(1) as [IGif];
    render(<Gif gif={{ ...gif, url: 'javascript:alert(1)' }} width={200} />);
    expect(root().getAttribute('href') ?? '').not.toContain('javascript');
  });
});
