import { describe, expect, it } from 'vitest';
import { avatarUrl, userAvatar } from './avatarUrl';
import { DEFAULT_AVATARS } from './defaultAvatar';

describe('avatarUrl', () => {
  it('asks for the 80 px high version', () => {
    expect(avatarUrl('https://media.giphy.com/avatars/bob/abc123.gif')).toBe(
      'https://media.giphy.com/avatars/bob/abc123/80h.gif',
    );
    expect(avatarUrl('https://media.giphy.com/avatars/bob/abc.v2.PNG?x=1#y')).toBe(
      'https://media.giphy.com/avatars/bob/abc.v2/80h.PNG?x=1#y',
    );
  });

  it('leaves sized URLs, URLs without an extension, and bare hosts alone', () => {
    for (const url of [
      'https://media.giphy.com/avatars/bob/abc/80h.gif',
      'https://media.giphy.com/avatars/bob/abc',
      'https://media.giphy.com',
      'https://media.giphy.com/',
      '',
    ]) {
      expect(avatarUrl(url)).toBe(url);
    }
  });
});

describe('userAvatar', () => {
  it("sizes the user's avatar or picks a default", () => {
    expect(userAvatar({ avatar_url: 'https://x.test/a/b.jpg' })).toBe('https://x.test/a/b/80h.jpg');
    expect(userAvatar({ avatar_url: '' }, { random: () => 0 })).toBe(DEFAULT_AVATARS[0]);
    for (const bad of ['javascript:alert(1)', 'data:image/gif;base64,R0lGOD', '/a/b.jpg']) {
      expect(userAvatar({ avatar_url: bad }, { random: () => 0 })).toBe(DEFAULT_AVATARS[0]);
    }
    expect(userAvatar(undefined, { random: () => 0.99 })).toBe(DEFAULT_AVATARS[4]);
  });
});
