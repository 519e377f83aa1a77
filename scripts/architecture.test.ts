import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A tree that breaks each layout rule once, as the file that breaks it would import. */
const BROKEN: Record<string, string> = {
  'shared/a.ts': "import './b';\nexport const a = 1;\n",
  'shared/b.ts': "import './a';\nexport const b = 1;\n",
  'shared/c.ts': "import type { D } from './d';\nexport type C = { d?: D };\n",
  'shared/d.ts': "import type { C } from './c';\nexport type D = { c?: C };\n",
  'shared/reads-disk.ts': "import 'node:fs';\n",
  'shared/uses-server.ts': "import '@server/lib/x';\n",
  'server/lib/x.ts': "import '@app/lib/y';\nexport const x = 1;\n",
  'app/lib/y.ts': "import '@app/features/one/page';\nexport const y = 1;\n",
  'app/lib/z.ts': "import '@server/lib/x';\nimport 'node:path';\n",
  'app/features/one/page.ts': "import '@app/features/two/page';\nexport const one = 1;\n",
  'app/features/two/page.ts': 'export const two = 1;\n',
  'server/modules/alpha/index.ts': 'export const alpha = 1;\n',
  'server/modules/alpha/internal.ts': 'export const inner = 1;\n',
  'server/modules/beta/service.ts':
    "import '@server/modules/alpha/internal';\nimport '@server/modules/alpha';\nimport '@server/main';\n",
  'server/modules/beta/jobs.ts':
    "import '@server/jobs/tick/tick';\nimport '@server/jobs/tock';\nimport type { Job } from '@server/jobs/job';\nexport const jobs: Job[] = [];\n",
  'server/jobs/job.ts': 'export type Job = { name: string };\n',
  'server/jobs/tick/tick.ts': "import '@server/modules/alpha';\n",
  'server/jobs/tock/index.ts': "export * from './tock';\n",
  'server/jobs/tock/tock.ts': "import '@server/settings';\nexport const tock = 1;\n",
  'server/jobs/tock/tock.test.ts': "import '@server/settings';\n",
  // Not infrastructure itself, and it reaches modules: as server/env.ts did through server/channels.ts.
  'server/settings.ts': "import '@server/modules/alpha';\nimport '@server/channels/pigeon/module';\n",
  'server/providers/mail/index.ts': "import '@server/settings';\n",
  'server/channels/pigeon/module.ts': "import './sender';\n",
  'server/channels/pigeon/sender.ts':
    "import '@server/channels/owl/sender';\nimport '@server/channel-kit/kit';\nimport '@shared/channels/pigeon/words';\n",
  'server/channels/owl/sender.ts': "import './fake-owlery';\nexport const owl = 1;\n",
  // A channel's fake receiver sits beside it and may use test-support; only tests may import it.
  'server/channels/owl/fake-owlery.ts': "import '@test-support/fake';\nexport const owlery = 1;\n",
  'server/channels/owl/owl.test.ts': "import './fake-owlery';\n",
  'server/channel-kit/kit.ts': 'export const kit = 1;\n',
  'server/channel-kit/knows-owl.ts': "import '@server/channels/owl/sender';\n",
  'server/channel-kit/knows-owl.test.ts': "import '@server/channels/owl/sender';\n",
  'shared/channels/pigeon/words.ts': 'export const words = 1;\n',
  'app/features/reminders/channels/pigeon/row.ts': "import '../owl/row';\nimport '../channel';\n",
  'app/features/reminders/channels/owl/row.ts': 'export const row = 1;\n',
  'app/features/reminders/channels/channel.ts': 'export const channel = 1;\n',
  'server/main.ts': 'export {};\n',
  'server/app.ts': 'export {};\n',
  'server/worker.ts': "import './core';\n",
  'server/core.ts': "import './app';\n",
  'server/providers/sms/fake.ts': "import '@test-support/fake';\n",
  'test-support/fake.ts': 'export const fake = 1;\n',
};

function cruise(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cakeday-layout-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  writeFileSync(path.join(dir, 'tsconfig.json'), '{ "extends": "./tsconfig.base.json" }');
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      [
        ...new Set(Object.keys(files).map((file) => file.split('/')[0]!)),
        '--config',
        path.join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'err-long',
      ],
      { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
    );
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout } = error as { stdout: string };
    return { failed: true, output: stdout };
  }
}

describe('npm run lint: the layout rules', () => {
  const { failed, output } = cruise(BROKEN);
  const broken = (rule: string, from: string, to: string) =>
    expect(output).toMatch(new RegExp(`${rule}: ${from} →\\s+(\\S+ →\\s+)*${to}`));
  /** A `reachable` rule prints the two ends, then the path between them. */
  const reached = (rule: string, from: string, via: string[], to: string) =>
    expect(output).toContain(
      `${rule}: ${from} → ${to}\n${[...via, to].map((file) => `      ${file}`).join(' →\n')}\n`,
    );

  it('fail the lint on a broken tree', () => {
    expect(failed).toBe(true);
  });

  it('name each rule broken, where, and why', () => {
    broken('no-cycles', 'shared/a.ts', 'shared/b.ts');
    broken('no-cycles', 'shared/c.ts', 'shared/d.ts');
    broken('shared-no-node', 'shared/reads-disk.ts', 'fs');
    broken('shared-stands-alone', 'shared/uses-server.ts', 'server/lib/x.ts');
    broken('server-not-app', 'server/lib/x.ts', 'app/lib/y.ts');
    broken('app-not-server', 'app/lib/z.ts', 'server/lib/x.ts');
    broken('app-no-node', 'app/lib/z.ts', 'path');
    broken('widgets-not-features', 'app/lib/y.ts', 'app/features/one/page.ts');
    broken('feature-not-feature', 'app/features/one/page.ts', 'app/features/two/page.ts');
    broken('module-internals', 'server/modules/beta/service.ts', 'server/modules/alpha/internal.ts');
    broken('infrastructure-not-modules', 'server/jobs/tick/tick.ts', 'server/modules/alpha/index.ts');
    reached(
      'infrastructure-never-reaches-modules',
      'server/providers/mail/index.ts',
      ['server/settings.ts'],
      'server/modules/alpha/index.ts',
    );
    reached(
      'infrastructure-never-reaches-modules',
      'server/jobs/tock/tock.ts',
      ['server/settings.ts'],
      'server/modules/alpha/index.ts',
    );
    reached(
      'infrastructure-never-reaches-modules',
      'server/providers/mail/index.ts',
      ['server/settings.ts'],
      'server/channels/pigeon/module.ts',
    );
    broken('job-internals', 'server/modules/beta/jobs.ts', 'server/jobs/tick/tick.ts');
    broken('channel-not-channel', 'server/channels/pigeon/sender.ts', 'server/channels/owl/sender.ts');
    broken(
      'channel-not-channel',
      'app/features/reminders/channels/pigeon/row.ts',
      'app/features/reminders/channels/owl/row.ts',
    );
    broken('kit-not-channel', 'server/channel-kit/knows-owl.ts', 'server/channels/owl/sender.ts');
    broken('no-boot-imports', 'server/modules/beta/service.ts', 'server/main.ts');
    broken('worker-without-http', 'server/worker.ts', 'server/app.ts');
    broken('tests-stay-out', 'server/providers/sms/fake.ts', 'test-support/fake.ts');
    broken('tests-stay-out', 'server/channels/owl/sender.ts', 'server/channels/owl/fake-owlery.ts');
    // The reason is printed with the rule, not only its name.
    expect(output).toContain('compose features in app/routes/');
  });

  it('let a module import what another exports on purpose', () => {
    expect(output).not.toMatch(
      /module-internals: server\/modules\/beta\/service\.ts → server\/modules\/alpha\/index\.ts/,
    );
  });

  it("let a module import a job's index.ts and the Job type", () => {
    expect(output).not.toMatch(
      /job-internals: server\/modules\/beta\/jobs\.ts → server\/jobs\/(tock\/index|job)\.ts/,
    );
  });

  it("let a channel's fake receiver use test-support, and its tests import the fake", () => {
    expect(output).not.toContain('tests-stay-out: server/channels/owl/fake-owlery.ts');
    expect(output).not.toContain('tests-stay-out: server/channels/owl/owl.test.ts');
  });

  it("let a job's or provider's test build the app around it", () => {
    expect(output).not.toContain('infrastructure-never-reaches-modules: server/jobs/tock/tock.test.ts');
  });

  it("let a channel import its own folders, the channel kit and a channels folder's top-level files", () => {
    expect(output).not.toMatch(
      /channel-not-channel: \S+ → (\S+\/pigeon\/|server\/channel-kit\/|app\/features\/reminders\/channels\/channel)/,
    );
  });

  it("let the kit's tests drive real channels", () => {
    expect(output).not.toContain('kit-not-channel: server/channel-kit/knows-owl.test.ts');
  });

  it('pass the tree as it is', () => {
    expect(
      cruise({ 'shared/ok.ts': 'export const ok = 1;\n', 'app/lib/ok.ts': "import '@shared/ok';\n" }),
    ).toEqual({
      failed: false,
      output: '',
    });
  });
});
