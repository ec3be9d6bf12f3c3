import { defineConfig } from 'vitest/config';

// The HTTP suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL names a
// server (.ci/run sets it): the same migrations and queries must hold on both.
const apiProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    // The modules through the real app, and the real server and worker processes (processes/).
    include: ['apps/api/src/modules/**/*.test.ts', 'apps/api/src/processes/**/*.test.ts'],
    // Needs PostgreSQL whatever the project: runs once, in its own project below.
    exclude: ['apps/api/src/processes/scale-out.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Pure code: no database, runs once.
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/api/src/*.test.ts',
            'apps/api/src/engine/**/*.test.ts',
            'apps/api/src/platform/**/*.test.ts',
            'apps/api/src/testing/**/*.test.ts',
          ],
          environment: 'node',
          // Some of them start PGlite or a queue (platform/db, platform/queue): seconds on a busy CI machine, where
          // the defaults (5 s a test, 10 s a hook) failed a run. A pure test that hangs still fails.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-postgres', 'postgres'),
            {
              test: {
                // Several API and worker processes on one PostgreSQL database and the S3 stand-in.
                name: 'scale-out',
                include: ['apps/api/src/processes/scale-out.test.ts'],
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
