import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the web app: pure modules, node environment (no DOM). A page test opts into jsdom
 * per file (`// @vitest-environment jsdom`, named `*.dom.test.tsx`) and renders through
 * src/test-support/render-page.tsx. Usable alone (`npx vitest run --config apps/web/vitest.config.ts`)
 * or as a project of a root config.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['takt-source', 'module', 'browser', 'development|production'] },
  // Tests run through Vite's SSR pipeline: resolve the contracts from source there too.
  ssr: { resolve: { conditions: ['takt-source', 'module', 'browser', 'development|production'] } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
