import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATARS } from '../../sdk/media/defaultAvatar';
import { tileAttribution } from './tileAttribution';

describe('tileAttribution', () => {
  it('credits the sanitized display name, with the 80 px avatar, profile and badge', () => {
    const user = {
      display_name: '<b>Mert</b> &amp; co',
      username: 'mert',
      avatar_url: 'https://media.giphy.com/avatars/mert/a1.gif',
      profile_url: 'https://giphy.com/mert',
      is_verified: true,
    };
    expect(tileAttribution({ user })).toEqual({
      name: 'Mert & co',
      avatar: 'https://media.giphy.com/avatars/mert/a1/80h.gif',
      profileUrl: 'https://giphy.com/mert',
      verified: true,
    });
  });

  it('falls back to @username and a default avatar picked with the given random source', () => {
    const credit = tileAttribution({ user: { username: 'bob' } }, () => 0.99);
    expect(credit).toEqual({ name: '@bob', avatar: DEFAULT_AVATARS[4], profileUrl: undefined, verified: false });
  });

  it('credits nobody without a user or a name left after sanitizing', () => {
    expect(tileAttribution({})).toBeUndefined();
    expect(tileAttribution({ user: { display_name: '<br/>', username: ' ' } })).toBeUndefined();
  });
});
