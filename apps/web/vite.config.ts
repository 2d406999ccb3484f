import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The server of apps/server in development (npm start serves the built app itself). */
const API_TARGET = process.env.TAKT_API_TARGET ?? 'http://127.0.0.1:8080';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The contracts' modules only declare schemas, route tables and constants: tell the bundler
 * they have no side effects, so a page pulls in the contracts it uses, not every area's.
 * (Same effect as `"sideEffects": false` in packages/contracts/package.json.)
 */
function pureContracts(): Plugin {
  return {
    name: 'takt:pure-contracts',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), pureContracts()],
  resolve: {
    // '@takt/contracts' exposes its TypeScript sources under the "takt-source" condition:
    // Vite compiles them directly, so the web app never waits for a contracts build.
    conditions: ['takt-source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/hub': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/hub': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // antd's own modules are left to automatic splitting on purpose: a single "antd" chunk
    // would make the login page download every component any console page uses.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Rarely changing framework code, cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-is)[\\/]/,
              priority: 30,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 20,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
