/**
 * The page side of the "burst through the search box" case, shared by both kits' pages
 * (bench/searchbox/gifkit.tsx, giphy.tsx): mounts the kit's search box + grid, logs every
 * request the page sends (both kits call the global `fetch` at call time) and watches what the
 * grid shows while the driver (bench/cases/searchBoxBurst.mjs, over Playwright) types.
 *
 * The driver tags every GIF of a search answer with the index of the term it answers
 * (`<id>_k<index>_`, in the id and every URL), so the page can tell from the DOM which term
 * each tile on screen came from.
 *
 * `window.__bench`:
 * - `shown()`: the term indexes on screen now (the driver waits for the trending grid first);
 * - `record()`: from now on, every time GIFs of a term that were not on screen yet appear,
 *   note the term, the time and the input's text (one event per term per DOM change);
 * - `result()`: those events, every request sent since `record()` with its time (the same
 *   clock), the terms on screen now, the input's text and when each keystroke reached it.
 */

type BenchWindow = typeof window & { __bench?: unknown };

/** What each kit's page provides. */
export interface SearchPageAdapter {
  /** Renders the kit's search box and, below it, the grid of its results into `container`. */
  mount(container: HTMLElement): void;
}

export interface Applied {
  /** Index of the term whose GIFs appeared. */
  index: number;
  /** ms since `record()`. */
  at: number;
  /** The input's (trimmed) text at that moment. */
  input: string;
}

const TAG = /([A-Za-z0-9]+)_k(\d+)_/g;

/** The tagged GIFs in `root` now, by term index: index → ids. */
function gifsShown(root: HTMLElement): Map<number, Set<string>> {
  const shown = new Map<number, Set<string>>();
  for (const [, id, index] of root.innerHTML.matchAll(TAG)) {
    const ids = shown.get(Number(index)) ?? new Set<string>();
    ids.add(id!);
    shown.set(Number(index), ids);
  }
  return shown;
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Installs `window.__bench` for one kit. */
export function install(adapter: SearchPageAdapter) {
  const container = document.getElementById('root')!;
  const requests: { at: number; url: string }[] = [];
  const applied: Applied[] = [];
  const keystrokes: number[] = [];
  let started = 0;
  let check = () => {};

  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    requests.push({ at: performance.now() - started, url: urlOf(input) });
    return fetch(input, init);
  };
  adapter.mount(container);

  const inputText = () => (container.querySelector('input')?.value ?? '').trim();

  function record() {
    started = performance.now();
    requests.length = 0;
    const seen = new Set<string>();
    for (const [index, ids] of gifsShown(container)) for (const id of ids) seen.add(`${index}:${id}`);
    container.addEventListener('input', () => keystrokes.push(performance.now() - started), true);
    check = () => {
      for (const [index, ids] of gifsShown(container)) {
        const fresh = [...ids].filter((id) => !seen.has(`${index}:${id}`));
        if (!fresh.length) continue;
        for (const id of fresh) seen.add(`${index}:${id}`);
        applied.push({ index, at: performance.now() - started, input: inputText() });
      }
    };
    new MutationObserver(() => check()).observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }

  function result() {
    check();
    return { applied, requests, final: [...gifsShown(container).keys()], input: inputText(), keystrokes };
  }

  (window as BenchWindow).__bench = {
    shown: () => [...gifsShown(container).keys()],
    record,
    result,
  };
}
