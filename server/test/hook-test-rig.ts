import { type FakeHooks, startFakeHooks } from '@server/channel-kit/hook-destination/fake-hooks';
import type { manualClock } from '@server/lib/clock';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestServer, type TestServer } from './harness';

/**
 * A test server allowed to send to loopback and fake ntfy and webhook receivers there, for one
 * test file: started before all, and before each test the clock back at `start`, the database
 * and the receivers reset.
 */
export function hookTestRig(clock: ReturnType<typeof manualClock>, start: string) {
  const rig = {} as { server: TestServer; hooks: FakeHooks };
  beforeAll(async () => {
    rig.hooks = await startFakeHooks();
    rig.server = await createTestServer({ clock, env: { OUTBOUND_ALLOW: '127.0.0.1' } });
  });
  beforeEach(async () => {
    clock.set(start);
    await rig.server.reset();
    rig.hooks.reset();
  });
  afterAll(async () => {
    await rig.server.close();
    await rig.hooks.close();
  });
  return rig;
}
