import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './isMobileUserAgent';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  firefoxMobile: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  kindle:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  bot: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
};

describe('isMobileUserAgent', () => {
  it('recognises phones and tablets', () => {
    for (const ua of [UA.iphone, UA.android, UA.androidTablet, UA.firefoxMobile, UA.operaMini, UA.kindle]) {
      expect(isMobileUserAgent(ua)).toBe(true);
    }
  });

  it('treats desktops, bots and empty strings as desktop', () => {
    for (const ua of [UA.mac, UA.windows, UA.linux, UA.bot, '', undefined]) {
      expect(isMobileUserAgent(ua)).toBe(false);
    }
  });

  it('spots an iPad that reports a Mac user agent through its touch points', () => {
    expect(isMobileUserAgent(UA.mac, { maxTouchPoints: 5 })).toBe(true);
    expect(isMobileUserAgent(UA.mac, { maxTouchPoints: 0 })).toBe(false);
    expect(isMobileUserAgent(UA.windows, { maxTouchPoints: 10 })).toBe(false);
  });
});
