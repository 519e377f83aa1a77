import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, unsupportedPushState } from './push-subscription';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};

describe('which devices get reminders by SMS rather than asking for notifications', () => {
  it.each([
    ['an Android phone', UA.androidChrome, 0, true],
    ['an iPhone', UA.iphone, 5, true],
    ['an iPad that says Macintosh', UA.ipadDesktopMode, 5, true],
    ['a Mac', UA.ipadDesktopMode, 0, false],
    ['Chrome on Windows', UA.windowsChrome, 0, false],
    ['Firefox on Linux', UA.linuxFirefox, 0, false],
  ])('%s', (_name, userAgent, touchPoints, mobile) => {
    expect(isMobileUserAgent(userAgent, touchPoints)).toBe(mobile);
  });
});

describe('what a device without push is told', () => {
  it.each([
    ['Safari on an iPhone, in the browser', UA.iphone, 5, false, 'home-screen'],
    ['Safari on an iPad that says Macintosh, in the browser', UA.ipadDesktopMode, 5, false, 'home-screen'],
    ['an iPhone, opened from the Home Screen (iOS before 16.4)', UA.iphone, 5, true, 'unsupported'],
    ['Safari on a Mac', UA.ipadDesktopMode, 0, false, 'unsupported'],
    ['an Android browser', UA.androidChrome, 0, false, 'unsupported'],
  ])('%s', (_name, userAgent, touchPoints, standalone, state) => {
    expect(unsupportedPushState(userAgent, touchPoints, standalone)).toBe(state);
  });
});
