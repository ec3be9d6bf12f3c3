import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readyCall } from '@postula/contract/call';
import { CONFIG_VARIABLES, loadConfig } from './config';

/*
 * docker-compose.yml and deploy/Caddyfile against the code they configure, on every run (Docker itself is not
 * needed: scripts/compose-topology.ts runs the same topology as processes). A renamed setting, a moved entry
 * or a grace period shorter than the drain shows here instead of on someone's first `docker compose up`.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

interface Service {
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.build);

/** A service's environment with every ${VAR:-default} at its default, as Compose gives it with nothing set. */
const environmentOf = (service: Service) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      String(value).replace(/\$\{[A-Z_]+(?::-([^}]*))?\}/g, (_match, fallback?: string) => fallback ?? ''),
    ]),
  );

const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1] ?? NaN);

describe('docker-compose.yml', () => {
  it('runs two APIs and two workers of the image, and PostgreSQL, MinIO and a proxy', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['api1', 'api2', 'worker1', 'worker2']);
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'minio-bucket', 'proxy']));
    expect(existsSync(`${ROOT}Dockerfile`)).toBe(true);
  });

  it.each(appServices)('%s: every setting is one the server reads, and the server accepts them all', (name, service) => {
    const env = environmentOf(service);
    expect(Object.keys(env).filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
    const config = loadConfig(env);
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(config.S3_BUCKET).toBe('postula-cvs');
    expect(config.S3_ENDPOINT).toBe('http://minio:9000');
    // The APIs leave jobs to the workers (worker.ts runs them whatever this says).
    if (name.startsWith('api')) expect(config.EMBEDDED_WORKER).toBe(false);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('gives every process longer to stop than its drain takes, so Docker never kills one mid-drain', () => {
    for (const [, service] of appServices) {
      const config = loadConfig(environmentOf(service));
      // The drain, then at most 5 s to close the queue and the database (the force-exit margin).
      expect(seconds(service.stop_grace_period!) * 1000).toBeGreaterThan(config.SHUTDOWN_TIMEOUT_MS + 5_000);
    }
  });

  it('starts the workers with the worker entry, and checks the APIs by their readiness', () => {
    for (const name of ['worker1', 'worker2']) {
      const command = services[name]!.command!;
      expect(command).toEqual(['node', '--import', 'tsx', 'apps/api/src/worker.ts']);
      expect(existsSync(`${ROOT}${command.at(-1)}`)).toBe(true);
    }
    // The image's own command is the server's.
    expect(read('Dockerfile')).toContain('CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]');
    for (const name of ['api1', 'api2']) {
      expect(services[name]!.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:3000/api${readyCall.path}`);
    }
  });

  it('puts Caddy in front of exactly the two APIs, checking their readiness more often than they keep serving after SIGTERM', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(/reverse_proxy (.+) \{/.exec(caddyfile)?.[1]?.split(' ')).toEqual(['api1:3000', 'api2:3000']);
    expect(caddyfile).toContain(`health_uri /api${readyCall.path}`);
    const interval = seconds(/health_interval (\S+)/.exec(caddyfile)![1]!);
    for (const name of ['api1', 'api2']) {
      expect(loadConfig(environmentOf(services[name]!)).SHUTDOWN_DELAY_MS).toBeGreaterThan(interval * 1000);
    }
  });
});
