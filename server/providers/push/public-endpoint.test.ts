import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, isPublicAddress } from './public-endpoint';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('public push endpoints', () => {
  it.each(['8.8.8.8', '2a00:1450:4001:80b::200a', '17.57.146.20'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('accepts known push services without a look-up', async () => {
    const never = async () => {
      throw new Error('no DNS expected');
    };
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QG',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      await expect(checkPushEndpoint(endpoint, never)).resolves.toBeUndefined();
    }
  });

  it('accepts another host only when every address it resolves to is public', async () => {
    await expect(
      checkPushEndpoint('https://push.example.net/x', resolvesTo('93.184.216.34')),
    ).resolves.toBeUndefined();
    await expect(
      checkPushEndpoint('https://push.example.net/x', resolvesTo('93.184.216.34', '10.0.0.1')),
    ).rejects.toThrow('This browser’s push address is not a public push service, so Cakeday cannot use it.');
    await expect(checkPushEndpoint('https://push.example.net/x', resolvesTo())).rejects.toThrow(
      'This browser’s push address is not a public push service, so Cakeday cannot use it.',
    );
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:444/fcm/send/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://93.184.216.34/x',
    'https://[2a00:1450::1]/x',
    'not a url',
  ])('refuses %s', async (endpoint) => {
    await expect(checkPushEndpoint(endpoint, resolvesTo('93.184.216.34'))).rejects.toThrow(
      'This browser’s push address is not a public push service, so Cakeday cannot use it.',
    );
  });
});
