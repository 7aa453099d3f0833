import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServiceSpec, Supervisor } from './supervisor';

/** A child that starts a grandchild (as tsx or a worker would), records its pid, and runs until killed. */
function service(name: string, dir: string): ServiceSpec {
  const script = `
    const { spawn } = require('node:child_process');
    const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    require('node:fs').writeFileSync(${JSON.stringify(join(dir, name))}, String(grandchild.pid));
    setInterval(() => {}, 1000);`;
  return { name, command: process.execPath, args: ['-e', script] };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
  return condition();
}

let supervisor: Supervisor | null = null;
afterEach(async () => {
  await supervisor?.stop();
});

describe('Supervisor', () => {
  it('starts a killed child again, with what it started gone, while the others carry on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
    const lines: string[] = [];
    supervisor = new Supervisor([service('projections', dir), service('fiscal-worker', dir)], {
      initialBackoffMs: 50,
      log: (line) => lines.push(line),
    });
    supervisor.start();
    expect(await until(() => supervisor!.pids().size === 2)).toBe(true);
    const before = supervisor.pids();
    const projections = before.get('projections')!;
    expect(await until(() => readGrandchild(dir, 'projections') !== null)).toBe(true);
    const oldGrandchild = readGrandchild(dir, 'projections')!;

    process.kill(projections, 'SIGKILL');

    expect(await until(() => (supervisor!.pids().get('projections') ?? projections) !== projections)).toBe(
      true,
    );
    expect(alive(supervisor.pids().get('projections')!)).toBe(true);
    expect(await until(() => !alive(oldGrandchild))).toBe(true);
    expect(supervisor.pids().get('fiscal-worker')).toBe(before.get('fiscal-worker'));
    expect(lines.some((l) => l.startsWith('[projections] terminó (SIGKILL); se reinicia en'))).toBe(true);
  });

  it('leaves no process behind once stopped, grandchildren included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
    supervisor = new Supervisor([service('a', dir), service('b', dir)], { log: () => {} });
    supervisor.start();
    expect(await until(() => readGrandchild(dir, 'a') !== null && readGrandchild(dir, 'b') !== null)).toBe(
      true,
    );
    const pids = [...supervisor.pids().values(), readGrandchild(dir, 'a')!, readGrandchild(dir, 'b')!];
    expect(pids.every(alive)).toBe(true);

    await supervisor.stop();

    expect(await until(() => pids.every((pid) => !alive(pid)))).toBe(true);
    await sleep(200);
    expect(supervisor.pids().size).toBe(0); // and nothing was restarted
  });
});

describe('a supervised service', () => {
  it('shuts down when the supervisor is killed outright (SIGKILL), instead of living on as an orphan', async () => {
    const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
    const service = JSON.stringify({
      name: 'projections',
      command: process.execPath,
      args: [
        '--import',
        'tsx',
        '--import',
        here('./exit-with-parent.ts'),
        '-e',
        'setInterval(() => {}, 1000)',
      ],
    });
    const program = `import { Supervisor } from ${JSON.stringify(here('./supervisor.ts'))};
      const s = new Supervisor([${service}]);
      s.start();
      setTimeout(() => console.log(JSON.stringify([...s.pids().values()])), 300);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [pid] = JSON.parse(String(await once(parent.stdout, 'data'))) as number[];
    expect(alive(pid!)).toBe(true);

    parent.kill('SIGKILL');

    expect(await until(() => !alive(pid!))).toBe(true);
  });
});

function readGrandchild(dir: string, name: string): number | null {
  try {
    return Number(readFileSync(join(dir, name), 'utf8')) || null;
  } catch {
    return null;
  }
}
