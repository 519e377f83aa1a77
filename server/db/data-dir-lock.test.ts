import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'cakeday-lock-'));

describe('the DATA_DIR lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // Another live process holds it: pretend by writing our parent's pid.
    release();
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Another Cakeday server .* is already using DATA_DIR/);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => child.once('exit', r));
    const lockFile = path.join(dir, 'server.lock');
    writeFileSync(lockFile, String(child.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
