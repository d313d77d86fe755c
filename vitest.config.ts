import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const withPg = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.pg.test.ts', 'node_modules/**'],
          // files run one after the other in a worker's one module graph (no file mocks a module
          // or writes process.env), as the API files do: 21.6 s of CPU down to 9.3 s
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['tests/helpers/web-setup.ts'],
          // one jsdom and one module graph per worker, not per file (web-setup.ts unmounts and
          // clears between tests): 16.6 s of CPU down to 4.6 s
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/**/*.api.test.ts'],
          env: { DB_KIND: 'pglite' },
          globalSetup: ['tests/helpers/vitest-global-setup.ts'],
          // A worker runs file after file in one module graph (the app's modules and PGlite's
          // WebAssembly load once per worker, not once per file). Each file still builds its own
          // app on its own database; an API test must not change module state (no vi.mock, no
          // process.env writes): give it an app with `env` instead.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPg
        ? [
            {
              test: {
                name: 'api-pg',
                environment: 'node',
                // the same API tests on PostgreSQL, plus the races that only show there
                include: ['src/**/*.api.test.ts', 'src/**/*.pg.test.ts'],
                env: { DB_KIND: 'postgres' },
                globalSetup: ['tests/helpers/vitest-global-setup.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
