import { createECDH, randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { type FakePushService, startFakePushService } from '@server/channels/push/fake-push-service';
import { webPush } from '@server/channels/push/web-push';
import type { Deps } from '@server/deps';
import type { Clock } from '@server/lib/clock';
import { createOutbound } from '@server/providers/outbound/outbound';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import webpush from 'web-push';
import { createTestServer, type TestServer } from './harness';

/** A browser's subscription keys for `endpoint`, as the Push API would hand them over. */
export function browserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return { endpoint, p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * A test server and a fake push service for one test file (started before all, the database reset
 * before each); `deps()` reaches the service, on loopback, which production refuses: these tests
 * are about delivery, not addresses.
 */
export function pushTestRig(clock: Clock) {
  const rig = {} as { server: TestServer; service: FakePushService; agent: Agent; deps: () => Deps };
  beforeAll(async () => {
    rig.server = await createTestServer({ clock });
    rig.service = await startFakePushService();
    rig.agent = new Agent({ ca: rig.service.ca });
    const push = webPush({
      ...webpush.generateVAPIDKeys(),
      subject: 'mailto:t@cakeday.invalid',
      outbound: createOutbound(),
      agent: rig.agent,
      checkEndpoint: async () => {},
    });
    rig.deps = () => ({ ...rig.server.deps, channelClients: { ...rig.server.deps.channelClients, push } });
  });
  afterAll(async () => {
    rig.service.release();
    rig.agent.destroy();
    await rig.service.close();
    await rig.server.close();
  });
  beforeEach(() => rig.server.reset());
  return rig;
}
