// The search-box burst's verdict (bench/cases/searchBoxBurst.mjs `judge`): what counts as a
// stale answer, a wrong final screen and a request for results, from a recorded page log.
import { describe, expect, it } from 'vitest';
import { judge } from '../../bench/cases/searchBoxBurst.mjs';

const terms = ['f', 'fu', 'fun'];
const search = (q: string, at: number) => ({ url: `https://api.giphy.com/v1/gifs/search?q=${q}`, at });
const trending = (at: number) => ({ url: 'https://api.giphy.com/v1/gifs/trending', at });
const TRENDING = 99;

describe('judge (search-box burst)', () => {
  it('a debounced box: one search, its answer on screen, nothing stale', () => {
    const result = judge(
      {
        requests: [trending(0), { url: 'https://api.giphy.com/v1/gifs/search/tags?q=f', at: 5 }, search('fun', 700)],
        applied: [
          { index: TRENDING, at: 50 },
          { index: 2, at: 900 },
        ],
        keystrokes: [100, 160, 220],
        final: [2],
        input: 'fun',
      },
      terms,
    );
    expect(result).toMatchObject({ sent: 1, other: 2, stale: 0, wrongFinal: 0, resultsMs: 680 }); // other: trending + tags
  });

  it('an answer for a superseded term reaching the screen is stale, and so is ending on it', () => {
    const result = judge(
      {
        requests: [search('f', 100), search('fu', 160), search('fun', 220)],
        applied: [
          { index: 2, at: 400 },
          { index: 0, at: 600 },
        ],
        keystrokes: [100, 160, 220],
        final: [0],
        input: 'fun',
      },
      terms,
    );
    expect(result).toMatchObject({ sent: 3, stale: 1, staleTerms: ['f'], wrongFinal: 1 });
  });
});
