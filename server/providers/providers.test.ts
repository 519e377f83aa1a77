import { createChannelClients } from '@server/assemble-channels';
import { pushOf } from '@server/channels/push/transport';
import { loadConfig } from '@server/config';
import type { Db } from '@server/db/client';
import { createOutbound } from '@server/providers/outbound/outbound';
import { parseOutboundAllow } from '@server/providers/outbound/outbound-allow';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createProviders } from './index';

const keys = webpush.generateVAPIDKeys();
const config = loadConfig({
  DATABASE_URL: 'memory://',
  LOG_LEVEL: 'silent',
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
});
// Keys come from the configuration, so no provider here reads the database.
const context = { config, db: {} as Db, log: pino({ level: 'silent' }) };
const loopbackTarget = { endpoint: 'https://127.0.0.1:9/push/1', p256dh: 'x', auth: 'x' };
// As the core builds them: the channels' clients get the providers' outbound guard.
const pushWith = async (providers: Awaited<ReturnType<typeof createProviders>>) =>
  pushOf({
    channelClients: await createChannelClients(config, { ...context, outbound: providers.outbound }),
  });

describe('createProviders', () => {
  it('gives push the one outbound guard every other provider gets', async () => {
    const outbound = createOutbound({ allow: parseOutboundAllow('127.0.0.1')! });
    const providers = await createProviders(context, { outbound });
    expect(providers.outbound).toBe(outbound);
    // The shared guard lets 127.0.0.1 through, so push gets as far as the (closed) port.
    await expect(
      (await pushWith(providers)).send(loopbackTarget, { title: 't', body: 'b', url: '/' }),
    ).rejects.toMatchObject({
      code: 'push_unreachable',
    });
  });

  it('keeps push to public hosts when no host is allowed', async () => {
    const providers = await createProviders(context);
    await expect(
      (await pushWith(providers)).send(loopbackTarget, { title: 't', body: 'b', url: '/' }),
    ).rejects.toMatchObject({
      code: 'push_endpoint',
    });
  });
});
