import { sha256 } from '@server/lib/ids';

/** A code is kept as its hash, bound to the user and the address it was sent to. */
export const codeHash = (userId: string, address: string, code: string) =>
  sha256(`${userId}\n${address}\n${code}`);
