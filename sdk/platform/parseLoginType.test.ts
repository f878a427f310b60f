/** The login page's `loginType`: `platform_action`. */
import { describe, expect, it } from 'vitest';
import { parseLoginType } from './parseLoginType';

describe('parseLoginType', () => {
  it('splits platform_action at the first underscore', () => {
    expect(parseLoginType('facebook_signup')).toEqual({ platform: 'facebook', action: 'signup' });
    expect(parseLoginType('google_login')).toEqual({ platform: 'google', action: 'login' });
    expect(parseLoginType('apple_upload_gif')).toEqual({ platform: 'apple', action: 'upload_gif' });
  });

  it.each([undefined, null, '', '  ', 'facebook', '_signup', 'facebook_'])('%s is not a login type', (value) => {
    expect(parseLoginType(value)).toBeUndefined();
  });
});
