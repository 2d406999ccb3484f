import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { adminQuery, TEST_PASSWORD, withDatabase } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates and seeds one template per database kind, once per run; each test file then copies
 * it (a fresh PGlite directory costs ~4 s and ~860 MB; a copy ~0.5 s).
 */
export default async function setup(project: TestProject) {
  const pgliteDir = await mkdtemp(path.join(os.tmpdir(), 'takt-template-'));
  const pglite = await createServer(
    loadConfig({
      DATA_DIR: pgliteDir,
      SEED_PASSWORD: TEST_PASSWORD,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
    }),
  );
  await pglite.close();
  project.provide('pgliteTemplate', pgliteDir);

  let postgresName: string | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    postgresName = `takt_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${postgresName}`);
    const server = await createServer(
      loadConfig({
        DATA_DIR: pgliteDir,
        DATABASE_URL: withDatabase(url, postgresName),
        SEED_PASSWORD: TEST_PASSWORD,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        PORT: '0',
      }),
    );
    await server.close();
  }
  project.provide('postgresTemplate', postgresName);

  return async () => {
    if (postgresName) await adminQuery(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
    await rm(pgliteDir, { recursive: true, force: true });
  };
}
