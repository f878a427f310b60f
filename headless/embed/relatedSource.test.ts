import { describe, expect, it, vi } from 'vitest';
import { relatedPages } from './relatedSource';

describe('relatedPages', () => {
  it('asks for 6 GIFs at offset 0, then pages of 12 from the offset', async () => {
    const related = vi.fn(async () => ({ data: [], pagination: { count: 0, offset: 0, total_count: 0 }, meta: {} }));
    const fetchPage = relatedPages({ related } as never, 'abc');
    const signal = new AbortController().signal;
    await fetchPage(0, signal);
    await fetchPage(6, signal);
    expect(related).toHaveBeenNthCalledWith(1, 'abc', { offset: 0, limit: 6, signal });
    expect(related).toHaveBeenNthCalledWith(2, 'abc', { offset: 6, limit: 12, signal });
  });
});
