import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Realtime } from '@server/realtime/realtime';

/**
 * A user's list as sent: the JSON bytes (encoded once, not on every send), their strong ETag, and
 * the gzip of them, made on the first request that accepts it and kept beside them.
 */
export type ListBody = { json: Buffer; etag: string; gzipped: () => Promise<Buffer> };
type Entry = { version: number; body: Promise<ListBody>; bytes: number };

// A 500-birthday list is about 230 KB: this keeps a few hundred recent users' lists (counted by
// their JSON; a gzip kept beside one adds under a tenth).
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

const etagOf = (json: Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;

const gzipAsync = promisify(gzip);
function listBody(text: string): ListBody {
  const json = Buffer.from(text);
  let gzipped: Promise<Buffer> | undefined;
  return { json, etag: etagOf(json), gzipped: () => (gzipped ??= gzipAsync(json)) };
}

/**
 * Each user's serialized birthday list, kept while its version is current. The version (read with
 * the session on every request) decides freshness, so no instance can serve a list changed
 * elsewhere; the change notice only frees the memory early. Concurrent misses share one read.
 */
export function createListCache(realtime: Realtime, budgetBytes = DEFAULT_BUDGET_BYTES) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(userId);
  };
  realtime.onAnyChange(({ userId, topic }) => {
    if (topic === 'birthdays') drop(userId);
  });
  // Notices may have been missed: the versions still guard freshness, but free what may be stale.
  realtime.onResync(() => {
    entries.clear();
    bytes = 0;
  });

  return {
    /** `read` returns the list and the version it is current for, never older than `version`. */
    get(
      userId: string,
      version: number,
      read: () => Promise<{ json: string; version: number }>,
    ): Promise<ListBody> {
      const found = entries.get(userId);
      if (found?.version === version) {
        // Re-inserting keeps the Map in least-recently-used order for eviction.
        entries.delete(userId);
        entries.set(userId, found);
        return found.body;
      }
      drop(userId);
      const entry: Entry = {
        version,
        bytes: 0,
        body: read().then((list) => {
          entry.version = list.version;
          return listBody(list.json);
        }),
      };
      entries.set(userId, entry);
      entry.body.then(
        ({ json }) => {
          if (entries.get(userId) !== entry) return;
          entry.bytes = json.length;
          bytes += entry.bytes;
          for (const [oldest] of entries) {
            if (bytes <= budgetBytes) break;
            drop(oldest);
          }
        },
        () => {
          if (entries.get(userId) === entry) entries.delete(userId);
        },
      );
      return entry.body;
    },
    get size() {
      return entries.size;
    },
  };
}
export type ListCache = ReturnType<typeof createListCache>;
