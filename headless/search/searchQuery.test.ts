import { describe, expect, it } from 'vitest';
import type { Channel } from '../../sdk/client/createGiphyClient';
import { channelName, channelQuery, emptyPage, resolveSearchRequest, stripChannelPrefix } from './searchQuery';

const nba = { id: 1121, slug: 'nba', display_name: 'NBA', user: { username: 'nba' } } as Channel;

describe('@channel parsing', () => {
  it('channel mode is the first word after a leading @', () => {
    expect(channelQuery('@nba')).toBe('nba');
    expect(channelQuery('@nba dunk shots')).toBe('nba');
    expect(channelQuery('@')).toBe('');
    expect(channelQuery('cats @nba')).toBeUndefined();
    expect(channelQuery('cats')).toBeUndefined();
  });

  it('stripping the prefix keeps what follows it', () => {
    expect(stripChannelPrefix('@nba dunk shots')).toBe('dunk shots');
    expect(stripChannelPrefix('@nba')).toBe('');
    expect(stripChannelPrefix('cats')).toBe('cats');
  });

  it('a channel is named by its display name, its owner, @username, then its slug', () => {
    expect(channelName(nba)).toBe('NBA');
    expect(channelName({ id: 2, user: { display_name: 'Owner' } } as Channel)).toBe('Owner');
    expect(channelName({ id: 3, user: { username: 'owner' } } as Channel)).toBe('@owner');
    expect(channelName({ id: 4, slug: 'slug' } as Channel)).toBe('slug');
    // Sanitized (sdk/media/sanitizeName.ts): markup, entities and bidi overrides never reach the chip or its label.
    expect(channelName({ id: 5, display_name: '<img src=x onerror=alert(1)>NBA&amp;Co' } as Channel)).toBe('NBA&Co');
    expect(channelName({ id: 6, display_name: '<b></b>', user: { username: 'a\u202Eb<script>' } } as Channel)).toBe(
      '@ab',
    );
  });
});

describe('resolveSearchRequest', () => {
  const base = { channel: null, options: { rating: 'g' as const }, defaultToTrending: true };

  it('a term searches with the options', () => {
    expect(resolveSearchRequest({ ...base, term: 'cats' })).toEqual({
      kind: 'search',
      term: 'cats',
      options: { rating: 'g' },
    });
  });

  it('an empty term shows trending, or nothing when trending is off', () => {
    expect(resolveSearchRequest({ ...base, term: '' })).toEqual({ kind: 'trending', options: { rating: 'g' } });
    expect(resolveSearchRequest({ ...base, term: '', defaultToTrending: false }).kind).toBe('none');
  });

  it('trending drops what it does not understand, and clips have no trending list', () => {
    const options = { type: 'stickers' as const, lang: 'fr', sort: 'recent' as const, limit: 10 };
    expect(resolveSearchRequest({ ...base, term: '', options })).toEqual({
      kind: 'trending',
      options: { type: 'stickers', limit: 10 },
    });
    expect(resolveSearchRequest({ ...base, term: '', options: { type: 'videos' } }).kind).toBe('none');
  });

  it('an active channel scopes the search by username, even with no term', () => {
    expect(resolveSearchRequest({ ...base, channel: nba, term: 'dunk' })).toEqual({
      kind: 'search',
      term: 'dunk',
      options: { rating: 'g', channel: 'nba' },
    });
    expect(resolveSearchRequest({ ...base, channel: nba, term: '' }).kind).toBe('search');
  });

  it('the none source answers an empty, finished page', () => {
    expect(emptyPage(25)).toMatchObject({ data: [], pagination: { count: 0, offset: 25, total_count: 0 } });
  });
});
