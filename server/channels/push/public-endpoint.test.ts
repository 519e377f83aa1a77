import { createOutbound, type Resolve } from '@server/providers/outbound/outbound';
import { parseOutboundAllow } from '@server/providers/outbound/outbound-allow';
import { describe, expect, it } from 'vitest';
import { checkPushEndpoint } from './public-endpoint';

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses;
const dns = (...addresses: string[]) => createOutbound({ resolve: resolvesTo(...addresses) });
const NOT_PUBLIC = 'This browser’s push address is not a public push service, so Cakeday cannot use it.';

describe('public push endpoints', () => {
  it('accepts known push services without a look-up', async () => {
    const never = createOutbound({
      resolve: async () => {
        throw new Error('no DNS expected');
      },
    });
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
      checkPushEndpoint('https://push.example.net/x', dns('93.184.216.34')),
    ).resolves.toBeUndefined();
    await expect(
      checkPushEndpoint('https://push.example.net/x', dns('93.184.216.34', '10.0.0.1')),
    ).rejects.toThrow(NOT_PUBLIC);
    await expect(checkPushEndpoint('https://push.example.net/x', dns())).rejects.toThrow(NOT_PUBLIC);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:444/fcm/send/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://93.184.216.34/x',
    'https://[2a00:1450::1]/x',
    'https://127.0.0.1/x',
    'not a url',
  ])('refuses %s', async (endpoint) => {
    await expect(checkPushEndpoint(endpoint, dns('93.184.216.34'))).rejects.toThrow(NOT_PUBLIC);
  });

  it('honours OUTBOUND_ALLOW: a push service on the operator’s network, over https still', async () => {
    const home = createOutbound({
      allow: parseOutboundAllow('127.0.0.1,push.home.lan')!,
      resolve: resolvesTo('10.0.0.9'),
    });
    await expect(checkPushEndpoint('https://127.0.0.1:8443/push/x', home)).resolves.toBeUndefined();
    await expect(checkPushEndpoint('https://push.home.lan/push/x', home)).resolves.toBeUndefined();
    await expect(checkPushEndpoint('http://127.0.0.1:8443/push/x', home)).rejects.toThrow(NOT_PUBLIC);
    await expect(checkPushEndpoint('https://127.0.0.2/push/x', home)).rejects.toThrow(NOT_PUBLIC);
  });
});
