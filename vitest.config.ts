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
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['tests/helpers/web-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/**/*.api.test.ts'],
          env: { DB_KIND: 'pglite' },
          globalSetup: ['tests/helpers/vitest-global-setup.ts'],
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
