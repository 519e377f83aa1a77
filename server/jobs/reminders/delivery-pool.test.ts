import { expect, it } from 'vitest';
import { createDeliveryPool } from './delivery-pool';

/** A job that runs until its release is called. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { run: () => done, release: () => release() };
}

it('has room for more while the jobs waiting belong to a user at their bound', async () => {
  const pool = createDeliveryPool({ overall: 2, perUser: 1 });
  const slow = held();
  for (let i = 0; i < 6; i++) void pool.add(`slow-${i}`, 'slow-user', slow.run);
  // Five of the slow user's jobs wait behind their one hanging job: none of them could start.
  await pool.room(3);

  const others = [held(), held(), held(), held()];
  others.forEach((job, i) => void pool.add(`other-${i}`, `user-${i}`, job.run));
  // One of them runs (the overall bound); three wait that could run: no room below 3.
  let roomy = false;
  const room = pool.room(3).then(() => {
    roomy = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(roomy).toBe(false);
  others[0]!.release();
  await room;
  expect(pool.has('other-0')).toBe(false);
  expect(pool.has('other-1')).toBe(true);
  slow.release();
  for (const job of others) job.release();
});
