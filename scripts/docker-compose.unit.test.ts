import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs here: this checks the production stack file is valid and complete.
const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      image?: string;
      build?: { target: string };
      environment?: Record<string, string>;
      command?: string[];
      volumes?: string[];
      restart?: string;
      healthcheck?: { test: string[] };
    }
  >;
};

describe('docker-compose.yml', () => {
  it('names every service of the production stack', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'admin',
        'command-api',
        'eventstore',
        'fiscal-worker',
        'operations',
        'pos',
        'postgres',
        'projections',
        'redis',
        'shell',
      ].sort(),
    );
  });

  it('gives each backend service the variables its mode needs', () => {
    for (const name of ['command-api', 'projections', 'fiscal-worker']) {
      const env = compose.services[name]?.environment ?? {};
      for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'EVENT_STORE', 'REDIS_URL']) {
        expect(env[key], `${name}.${key}`).toBeTruthy();
      }
      const entry = compose.services[name]?.command?.at(-1) ?? '';
      expect(existsSync(new URL(`../${entry}`, import.meta.url)), `${name} entry ${entry}`).toBe(true);
    }
    const api = compose.services['command-api']?.environment ?? {};
    for (const key of [
      'SESSION_SECRET',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'REMOTE_POS_URL',
      'REMOTE_OPERATIONS_URL',
      'REMOTE_ADMIN_URL',
    ]) {
      expect(api[key], `command-api.${key}`).toBeTruthy();
    }
  });

  it('restarts every service that stops and checks the health of each', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    }
    // The services without a port are checked by their heartbeat file, which they write only when told.
    for (const name of ['projections', 'fiscal-worker']) {
      const service = compose.services[name];
      expect(service?.environment?.HEARTBEAT_FILE, name).toBe('/tmp/heartbeat');
      expect(service?.healthcheck?.test.join(' '), name).toContain('/tmp/heartbeat');
    }
  });

  it('lets the API believe forwarded headers from the shell proxy alone', () => {
    const shell = compose.services.shell as { networks?: { default?: { ipv4_address?: string } } };
    expect(compose.services['command-api']?.environment?.TRUST_PROXY).toBe(
      shell.networks?.default?.ipv4_address,
    );
    const nginx = readFileSync(new URL('../deploy/nginx/shell.conf.template', import.meta.url), 'utf8');
    expect(nginx).toContain('X-Forwarded-For $remote_addr');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('refers only to files that exist', () => {
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./'))
          expect(existsSync(new URL(`../${source}`, import.meta.url)), source).toBe(true);
      }
    }
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    for (const service of Object.values(compose.services)) {
      if (service.build) expect(dockerfile).toContain(`AS ${service.build.target}`);
    }
  });
});
