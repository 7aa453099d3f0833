import { type ChildProcess, spawn } from 'node:child_process';

export interface ServiceSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
}

export interface SupervisorOptions {
  /** First restart delay; doubles on each crash in a row, up to `maxBackoffMs`. */
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
  /** A child that ran this long before crashing starts again from `initialBackoffMs`. */
  readonly healthyAfterMs?: number;
  /** After SIGTERM, how long children get before SIGKILL. */
  readonly graceMs?: number;
  readonly log?: (line: string) => void;
}

interface Running {
  readonly spec: ServiceSpec;
  child: ChildProcess | null;
  startedAt: number;
  backoffMs: number;
  restartTimer: NodeJS.Timeout | null;
}

/**
 * Keeps a set of child processes running: a child that dies is started again after a growing
 * delay, the others carry on. Each child leads a process group of its own, so stopping signals the
 * whole group: nothing the child started outlives the supervisor's stop. Should the supervisor
 * itself be killed, its children learn it from their IPC channel (exit-with-parent.ts).
 */
export class Supervisor {
  readonly #services: Running[];
  readonly #options: Required<SupervisorOptions>;
  #stopping: Promise<void> | null = null;

  constructor(specs: readonly ServiceSpec[], options: SupervisorOptions = {}) {
    this.#options = {
      initialBackoffMs: options.initialBackoffMs ?? 500,
      maxBackoffMs: options.maxBackoffMs ?? 30_000,
      healthyAfterMs: options.healthyAfterMs ?? 30_000,
      graceMs: options.graceMs ?? 15_000,
      log: options.log ?? ((line) => console.error(line)),
    };
    this.#services = specs.map((spec) => ({
      spec,
      child: null,
      startedAt: 0,
      backoffMs: this.#options.initialBackoffMs,
      restartTimer: null,
    }));
  }

  start(): void {
    for (const service of this.#services) this.#spawn(service);
  }

  /** Process ids of the children running now, by service name. */
  pids(): Map<string, number> {
    const pids = new Map<string, number>();
    for (const { spec, child } of this.#services) if (child?.pid) pids.set(spec.name, child.pid);
    return pids;
  }

  /** SIGTERM to every child's group, SIGKILL to what is left after the grace period. */
  stop(): Promise<void> {
    this.#stopping ??= Promise.all(this.#services.map((s) => this.#stopOne(s))).then(() => undefined);
    return this.#stopping;
  }

  #spawn(service: Running): void {
    service.restartTimer = null;
    if (this.#stopping) return;
    const { spec } = service;
    const child = spawn(spec.command, [...spec.args], {
      // The IPC channel closes when the supervisor dies, whatever the way: see exit-with-parent.ts.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: spec.env ?? process.env,
      detached: true, // its own process group, see stop()
    });
    service.child = child;
    service.startedAt = Date.now();
    child.on('error', (error) => this.#options.log(`[${spec.name}] no se pudo iniciar: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (service.child === child) service.child = null;
      killGroup(child, 'SIGKILL'); // whatever it started dies with it
      if (this.#stopping) return;
      const ranMs = Date.now() - service.startedAt;
      if (ranMs >= this.#options.healthyAfterMs) service.backoffMs = this.#options.initialBackoffMs;
      const delay = service.backoffMs;
      service.backoffMs = Math.min(service.backoffMs * 2, this.#options.maxBackoffMs);
      this.#options.log(
        `[${spec.name}] terminó (${signal ?? `código ${code}`}); se reinicia en ${Math.round(delay / 100) / 10} s`,
      );
      service.restartTimer = setTimeout(() => this.#spawn(service), delay);
    });
  }

  async #stopOne(service: Running): Promise<void> {
    if (service.restartTimer) clearTimeout(service.restartTimer);
    const child = service.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), this.#options.graceMs);
    await exited;
    clearTimeout(timer);
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is gone already.
  }
}
