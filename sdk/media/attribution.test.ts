import { describe, expect, it } from 'vitest';
import { attributionName, showsAttribution, showsEmbedAttribution } from './attribution';

describe('attributionName', () => {
  it('prefers the display name, else @username', () => {
    expect(attributionName({ display_name: 'Bob Ross', username: 'bob' })).toBe('Bob Ross');
    expect(attributionName({ display_name: '', username: 'bob' })).toBe('@bob');
    expect(attributionName({ username: 'bob' })).toBe('@bob');
  });

  it('sanitizes both names, and a name of only markup counts as missing', () => {
    expect(attributionName({ display_name: '<b>Bob</b>&amp;Co' })).toBe('Bob&Co');
    expect(attributionName({ display_name: '<img src=x>', username: ' <i>bob</i> ' })).toBe('@bob');
    expect(attributionName({ display_name: '  ', username: '<br>' })).toBe('');
    expect(attributionName(undefined)).toBe('');
  });
});

describe('showsAttribution (widget kit)', () => {
  it('needs a user with a username or display name', () => {
    expect(showsAttribution({ username: 'bob' })).toBe(true);
    expect(showsAttribution({ display_name: 'Bob' })).toBe(true);
    expect(showsAttribution({})).toBe(false);
    expect(showsAttribution({ username: '', display_name: '' })).toBe(false);
    expect(showsAttribution(undefined)).toBe(false);
  });
});

describe('showsEmbedAttribution (single-clip embed)', () => {
  it('also needs a public uploader without suppress_chrome', () => {
    expect(showsEmbedAttribution({ username: 'bob', is_public: true })).toBe(true);
    expect(showsEmbedAttribution({ username: 'bob', is_public: true, suppress_chrome: false })).toBe(true);
    expect(showsEmbedAttribution({ username: 'bob', is_public: true, suppress_chrome: true })).toBe(false);
    expect(showsEmbedAttribution({ username: 'bob', is_public: false })).toBe(false);
    expect(showsEmbedAttribution({ username: 'bob' })).toBe(false);
    expect(showsEmbedAttribution({ is_public: true })).toBe(false);
    expect(showsEmbedAttribution(undefined)).toBe(false);
  });
});
