import { defineConfig } from 'vitest/config';

// Workspace packages are compiled from their TypeScript sources in tests.
// (Vite's default server conditions follow.)
const sourceConditions = ['takt-source', 'module', 'node', 'development|production'];
// The server runs in Node, which knows no "module" condition: its tests resolve packages as Node
// does (the S3 client's "module" builds import files without their extensions, which only a
// bundler resolves).
const serverConditions = sourceConditions.filter((condition) => condition !== 'module');

export default defineConfig({
  test: {
    // Each server test file opens its own database; two cores cannot run many at once.
    maxWorkers: 2,
    projects: [
      'apps/web/vitest.config.ts',
      {
        resolve: { conditions: sourceConditions },
        test: { name: 'contracts', environment: 'node', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          // Every area's texts, as a server registers them at start-up, for tests that start none.
          setupFiles: ['apps/server/src/test-support/area-messages.setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
