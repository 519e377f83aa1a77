import { describe, expect, it } from 'vitest';
import { batched } from './batched';

/** A run that waits until released, recording each batch it was given. */
function gatedRun() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((release) => gates.push(release));
    if (items.includes(-1)) throw new Error('bad batch');
    return items.map((n) => n * 10);
  };
  const releaseNext = async () => {
    while (gates.length === 0) await new Promise((r) => setImmediate(r));
    gates.shift()!();
  };
  return { run, batches, releaseNext };
}

describe('batched', () => {
  it('runs a lone call alone, within the same turn of the event loop', async () => {
    const { run, batches, releaseNext } = gatedRun();
    const add = batched(run);
    const result = add(1);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1]]);
    await releaseNext();
    expect(await result).toBe(10);
  });

  it('runs the calls of one turn together, and those made while a batch runs as the next', async () => {
    const { run, batches, releaseNext } = gatedRun();
    const add = batched(run);
    const results = [1, 2].map((n) => add(n));
    await new Promise((r) => setImmediate(r));
    results.push(...[3, 4, 5].map((n) => add(n)));
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('fails only the calls of a failed batch, and goes on with the next', async () => {
    const { run, batches, releaseNext } = gatedRun();
    const add = batched(run);
    const first = add(1);
    await new Promise((r) => setImmediate(r));
    const failing = Promise.allSettled([add(-1), add(2)]);
    await releaseNext();
    await releaseNext();
    expect(await first).toBe(10);
    expect((await failing).map((r) => r.status === 'rejected' && String(r.reason))).toEqual([
      'Error: bad batch',
      'Error: bad batch',
    ]);
    const later = add(3);
    await releaseNext();
    expect(await later).toBe(30);
    expect(batches).toEqual([[1], [-1, 2], [3]]);
  });

  it('takes at most the given number of calls in one batch', async () => {
    const { run, batches, releaseNext } = gatedRun();
    const add = batched(run, 2);
    const results = [1, 2, 3, 4, 5].map((n) => add(n));
    for (let i = 0; i < 3; i++) await releaseNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every call of a batch whose run returns the wrong number of results', async () => {
    const add = batched(async (items: number[]) => items.slice(1));
    await expect(Promise.all([add(1), add(2)])).rejects.toThrow();
  });
});
