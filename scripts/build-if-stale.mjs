// Builds what `npm start` and `npm run e2e` run, and only what is missing or out of date:
//   server: packages/contracts + apps/server  (tsc -b)      -> apps/server/dist/main.js
//   web:    apps/web (Vite; compiles the contracts' sources) -> apps/web/dist/index.html
//
// A target is stale when its output is missing, or when an input (file or folder) changed after
// the last successful build recorded in node_modules/.cache/takt-build/<target>.json. Folder
// mtimes count too, so a deleted or renamed source file is noticed. When nothing changed this
// costs a walk of the source trees (a few milliseconds), so later starts stay fast.
//
// Usable as a module (buildIfStale) or alone: `node scripts/build-if-stale.mjs [--force]`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP_DIR = path.join(ROOT, 'node_modules', '.cache', 'takt-build');
const require = createRequire(import.meta.url);

/** Test files and test helpers do not reach the build output. */
const NOT_AN_INPUT = /(\.test\.tsx?$)|(^|[\\/])test-support([\\/]|$)/;

const contractsInputs = ['packages/contracts/src', 'packages/contracts/package.json'];
const shared = ['package-lock.json'];

export const TARGETS = [
  {
    name: 'server',
    inputs: [
      ...contractsInputs,
      'packages/contracts/tsconfig.json',
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'tsconfig.base.json',
      ...shared,
    ],
    outputs: ['packages/contracts/dist/index.js', 'apps/server/dist/main.js'],
    command: {
      display: 'tsc -b packages/contracts apps/server',
      file: process.execPath,
      args: [require.resolve('typescript/bin/tsc'), '-b', 'packages/contracts', 'apps/server'],
    },
  },
  {
    name: 'web',
    inputs: [
      ...contractsInputs,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      ...shared,
    ],
    outputs: ['apps/web/dist/index.html'],
    command: {
      display: 'npm run build -w @takt/web',
      file: process.platform === 'win32' ? 'npm.cmd' : 'npm',
      args: ['run', 'build', '-w', '@takt/web'],
    },
  },
];

/** Newest mtime (ms) among the inputs: files, folders and everything below the folders. */
export function newestInputMtime(inputs) {
  let newest = 0;
  const visit = (absolute, stats) => {
    if (stats.mtimeMs > newest) newest = stats.mtimeMs;
    if (!stats.isDirectory()) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (NOT_AN_INPUT.test(entry.name) || entry.name === 'node_modules') continue;
      const child = path.join(absolute, entry.name);
      if (entry.isDirectory() || entry.isFile()) visit(child, statSync(child));
    }
  };
  for (const input of inputs) {
    const absolute = path.join(ROOT, input);
    let stats;
    try {
      stats = statSync(absolute);
    } catch {
      continue; // an optional input (e.g. no public folder)
    }
    visit(absolute, stats);
  }
  return newest;
}

function stampPath(target) {
  return path.join(STAMP_DIR, `${target.name}.json`);
}

async function readStamp(target) {
  try {
    return JSON.parse(await readFile(stampPath(target), 'utf8'));
  } catch {
    return null;
  }
}

/** Why the target needs a build, or null when it is up to date. */
export async function staleReason(target) {
  const missing = target.outputs.find((output) => !existsSync(path.join(ROOT, output)));
  if (missing) return `${missing} is missing`;
  const stamp = await readStamp(target);
  if (!stamp || typeof stamp.builtFrom !== 'number') return 'no record of a previous build';
  const newest = newestInputMtime(target.inputs);
  if (newest > stamp.builtFrom) return 'sources changed since the last build';
  return null;
}

function run({ display, file, args }, log) {
  return new Promise((resolve, reject) => {
    log(`$ ${display}`);
    // Build output goes to stderr: stdout stays the server's own (logs, first-start accounts).
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: ['ignore', 2, 'inherit'],
      shell: process.platform === 'win32',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${display} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Builds the stale targets, one after the other (two cores: running tsc and Vite together only
 * slows both). Returns the names of the targets built.
 */
export async function buildIfStale({ force = false, log = (line) => process.stderr.write(`[build] ${line}\n`) } = {}) {
  const built = [];
  for (const target of TARGETS) {
    const reason = force ? 'forced' : await staleReason(target);
    if (!reason) continue;
    log(`${target.name}: building (${reason})`);
    // Inputs newer than this moment (edited while building) make the next check stale again.
    const builtFrom = Date.now();
    const startedAt = performance.now();
    await run(target.command, log);
    mkdirSync(STAMP_DIR, { recursive: true });
    writeFileSync(stampPath(target), `${JSON.stringify({ builtFrom, builtAt: new Date().toISOString() })}\n`);
    log(`${target.name}: built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    built.push(target.name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const built = await buildIfStale({ force: process.argv.includes('--force') });
    if (built.length === 0) process.stderr.write('[build] everything is up to date\n');
  } catch (error) {
    process.stderr.write(`[build] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
