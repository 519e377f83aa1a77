type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (err: unknown) => void };

/**
 * Group commit for one kind of write: the calls made in one turn of the event loop run together, and
 * calls made while a batch runs wait for it and then run together as the next batch. Under load one
 * statement and one commit serve many requests; a lone call waits for nothing but the end of its turn
 * (requests read from many sockets in one turn reach here in that turn, also on PGlite, whose
 * statements take no I/O).
 * `run` returns one result per item, in order; when it throws, every call of that batch rejects.
 */
export function batched<T, R>(run: (items: T[]) => Promise<R[]>, maxBatch = 1000) {
  const queue: Waiting<T, R>[] = [];
  let running = false;

  async function drain() {
    running = true;
    await new Promise((endOfTurn) => setImmediate(endOfTurn));
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await run(batch.map((waiting) => waiting.item));
        if (results.length !== batch.length) throw new Error('A batch returned the wrong number of results');
        for (const [i, waiting] of batch.entries()) waiting.resolve(results[i]!);
      } catch (err) {
        for (const waiting of batch) waiting.reject(err);
      }
    }
    running = false;
  }

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
