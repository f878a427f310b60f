// The `browser` project runs every file on one Chromium page (vitest.config.ts), so each starts
// from `resetPage` (test/browser/freshPage.ts): here, what a file can leave on the page is undone.
import { commands, page, userEvent } from '@vitest/browser/context';
import { afterEach, describe, expect, it } from 'vitest';

const dark = () => matchMedia('(prefers-color-scheme: dark)').matches;
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
/** Whether `url` gets an answer (a route's), or fails (no host named `….test` exists). */
const answered = (url: string) =>
  fetch(url, { cache: 'no-store', mode: 'no-cors' }).then(
    () => true,
    () => false,
  );
/** The content type a same-origin `path` is answered with (the held requests' is image/png). */
const typeOf = async (path: string) => (await fetch(path, { cache: 'no-store' })).headers.get('content-type');

afterEach(() => {
  document.body.replaceChildren();
});

describe('resetPage: each file gets the page as a fresh run hands it', () => {
  it('starts unemulated: light, motion allowed, 100 % zoom', () => {
    expect([dark(), reduced(), devicePixelRatio]).toEqual([false, false, 1]);
  });

  it('undoes emulated media and zoom', async () => {
    await commands.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await commands.emulateZoom(2);
    await expect.poll(() => [dark(), reduced(), devicePixelRatio]).toEqual([true, true, 2]);
    await commands.resetPage();
    await expect.poll(() => [dark(), reduced(), devicePixelRatio]).toEqual([false, false, 1]);
    // Zoomed again afterwards, as a later file may.
    await commands.emulateZoom(2);
    await expect.poll(() => devicePixelRatio).toBe(2);
    await commands.resetPage();
    await expect.poll(() => devicePixelRatio).toBe(1);
  });

  it('removes the routes of the commands and the held requests', async () => {
    await commands.routeStandIns({ 'stand-in.test/': '<!doctype html><title>stand-in</title>' });
    expect(await answered('https://stand-in.test/')).toBe(true);
    await commands.holdRequests(`${location.origin}/held/`);
    const first = typeOf('/held/a.png');
    await expect.poll(() => commands.heldCount()).toBe(1);
    expect(await commands.releaseHeld()).toBe(1);
    expect(await first).toBe('image/png');
    await commands.resetPage();
    expect(await answered('https://stand-in.test/')).toBe(false);
    expect(await typeOf('/held/b.png')).not.toBe('image/png');
    expect(await commands.heldCount()).toBe(0);
  });

  it("scrolls the runner's page back: the top of the file's frame is in view again", async () => {
    /** Whether an IntersectionObserver (the viewport's, as a loader's) sees `element`. */
    const seen = (element: Element) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry!.isIntersecting);
        });
        observer.observe(element);
      });
    // A frame taller than the runner's page (Playwright's 1280×720), as the default 414×896 is.
    await page.viewport(400, 1600);
    const top = document.createElement('div');
    const far = document.createElement('div');
    top.style.cssText = 'height: 1px';
    far.style.cssText = 'height: 1px; margin-top: 5000px';
    document.body.append(top, far);
    expect(await seen(top)).toBe(true);
    // Scrolled into view, as a test of tiles does; the frame itself scrolled back, as its cleanup does.
    far.scrollIntoView({ block: 'center' });
    window.scrollTo(0, 0);
    expect(await seen(top)).toBe(false); // the runner's page is still scrolled
    await commands.resetPage();
    expect(await seen(top)).toBe(true);
  });

  it('moves the pointer off the page: nothing rendered later is under it', async () => {
    await page.viewport(400, 400);
    const cover = () => {
      const element = document.createElement('div');
      element.style.cssText = 'position: fixed; inset: 0';
      document.body.append(element);
      return element;
    };
    const first = cover();
    await userEvent.hover(first);
    expect(first.matches(':hover')).toBe(true);
    await commands.resetPage();
    await expect.poll(() => first.matches(':hover')).toBe(false);
    // Content that appears where the pointer was is not hovered.
    let entered = 0;
    const second = cover();
    second.addEventListener('pointerenter', () => entered++);
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect([second.matches(':hover'), entered]).toEqual([false, 0]);
  });
});
