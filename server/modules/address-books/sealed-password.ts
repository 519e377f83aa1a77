import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { loadSecret } from '@server/lib/secrets';

// One key per database, derived from the server's shared secret: every instance seals and opens alike.
const keys = new WeakMap<Db, Promise<Buffer>>();
function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadSecret(db, 'address_book_passwords').then((secret) =>
      Buffer.from(
        hkdfSync('sha256', Buffer.from(secret, 'hex'), Buffer.alloc(0), 'cakeday address-book password', 32),
      ),
    );
    keys.set(db, key);
  }
  return key;
}

/** AES-256-GCM with a random 12-byte IV: base64 of iv, tag and ciphertext. */
export async function sealPassword(db: Db, password: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export async function openPassword(db: Db, sealed: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
