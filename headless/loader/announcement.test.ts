import { describe, expect, it } from 'vitest';
import { initialListState as initialLoaderState } from '../../sdk/client/listState';
import { defaultMessages } from '../shared/messages';
import { loaderAnnouncement } from './announcement';

describe('loaderAnnouncement', () => {
  it('says loading, results, nothing found and errors from messages', () => {
    const base = initialLoaderState<{ id: string }>([]);
    expect(loaderAnnouncement(base, defaultMessages)).toBe('');
    expect(loaderAnnouncement({ ...base, status: 'fetching' }, defaultMessages)).toBe('Loading GIFs…');
    expect(loaderAnnouncement({ ...base, status: 'error' }, defaultMessages)).toBe('Error loading GIFs.');
    expect(loaderAnnouncement({ ...base, status: 'done' }, defaultMessages)).toBe('No GIFs found.');
    const many = { ...base, items: Array.from({ length: 24 }, (_, i) => ({ id: String(i) })) };
    expect(loaderAnnouncement(many, defaultMessages, 'cats')).toBe('24 GIFs for cats');
  });
});
