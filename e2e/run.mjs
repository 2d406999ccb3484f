// `npm run e2e`: browser scenarios against the built app.
//
// Builds what is stale (scripts/build-if-stale.mjs), starts the built server on an ephemeral port
// with a fresh embedded database (temporary DATA_DIR, known SEED_PASSWORD), drives Debian's
// Chromium through playwright-core, stops the server and ends with the line `N passed, M failed`.
// Screenshots and the server's log go to e2e/artifacts/.
//
// The server e-mails through a local SMTP server; robots, HTTP tasks and the SMS gateway post to a
// local webhook sink (e2e/local-services.mjs); scenarios get both as `mailbox` and `webhooks`.
// Options: --only <text> runs the scenarios whose name contains <text> (several texts: a|b); --headed shows the browser;
// --no-history starts the server without the demo's week of production and does not wait for it
// (for a quick run of scenarios that do not read it).
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildIfStale, ROOT } from '../scripts/build-if-stale.mjs';
import { startMailbox, startWebhookSink } from './local-services.mjs';

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A first start migrates and seeds the demo factory (~15 s on an idle machine, nearer a minute on
// a busy one); then, while it already serves, the demo's week of production (about two minutes).
const SERVER_START_TIMEOUT_MS = 240_000;
const DEMO_HISTORY_TIMEOUT_MS = 600_000;
// The server's log messages for the background seed (apps/server/src/seed/demo-factory.ts and
// production.seed.ts): the scenarios start once the history is in, so the demo's scans and
// progress announcements do not run under them, and a history the scan rules refuse fails the run.
const HISTORY_DONE = 'demo history seeded';
const HISTORY_BROKEN = [
  'seeding the demo history failed',
  'demo production stopped',
  'seeding the demo factory failed',
];

const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const headed = argv.includes('--headed');
const withHistory = !argv.includes('--no-history');

/** The server process, once spawned (so a signal during start-up can still stop it). */
let serverProcess = null;

function log(line) {
  process.stdout.write(`${line}\n`);
}

/** A port nobody listens on right now (the server binds it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts apps/server/dist/main.js; resolves once it answers HTTP. */
async function startServer({ dataDir, password, logFile, smtpUrl, smsUrl }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PASSWORD: password,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: '', // always the embedded database, whatever the caller's environment says
      MQTT_URL: '',
      MQTT_PORT: '0', // the embedded broker on a port the system picks
      REDIS_URL: '',
      SMTP_URL: smtpUrl,
      SMTP_FROM: 'takt@e2e.example',
      SMS_HTTP_URL: smsUrl,
      SMS_HTTP_KEY: 'e2e-sms-key',
      ...(withHistory ? {} : { SEED_DEMO_PRODUCTION: 'false' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serverProcess = child;
  const logStream = createWriteStream(logFile);
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  const messages = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (typeof entry.msg === 'string') messages.push(entry);
      } catch {
        // not a log entry (the first start's account list)
      }
    }
  });

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let early = null;
  exited.then((status) => {
    early = status;
  });
  while (!early) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s (log: ${logFile})`);
    }
    try {
      const response = await fetch(`${baseUrl}/login`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (early)
    throw new Error(`the server exited while starting (${early.signal ?? `exit ${early.code}`}; log: ${logFile})`);

  return {
    baseUrl,
    /** Resolves with the history's log entry once the demo history is seeded; throws if it broke. */
    async demoHistory() {
      const until = Date.now() + DEMO_HISTORY_TIMEOUT_MS;
      for (;;) {
        const broken = messages.find((entry) => HISTORY_BROKEN.includes(entry.msg));
        if (broken) throw new Error(`the demo seed failed: ${broken.msg} ${JSON.stringify(broken.err ?? {})}`);
        const done = messages.find((entry) => entry.msg === HISTORY_DONE);
        if (done) return { done, production: messages.find((entry) => entry.msg === 'demo production seeded') };
        if (early) throw new Error(`the server exited while seeding the demo history (log: ${logFile})`);
        if (Date.now() > until)
          throw new Error(`the demo history was not seeded within ${DEMO_HISTORY_TIMEOUT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      await new Promise((resolve) => logStream.end(resolve));
    },
  };
}

/** Every e2e/scenarios/*.mjs exports `scenarios`; they run in file-name order. */
async function loadScenarios() {
  const dir = fileURLToPath(new URL('./scenarios/', import.meta.url));
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const loaded = await Promise.all(files.map((file) => import(pathToFileURL(path.join(dir, file)).href)));
  return loaded.flatMap((module) => module.scenarios);
}

async function main() {
  const started = performance.now();
  await buildIfStale({ log: (line) => log(`[build] ${line}`) });

  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'takt-e2e-'));
  // 12 characters, the most a login password may have.
  const password = `E2e-${randomBytes(6).toString('base64url').slice(0, 8)}`;
  const scenarios = await loadScenarios();
  const selected = scenarios.filter(
    (scenario) => !only || only.split('|').some((part) => scenario.name.includes(part)),
  );

  let server;
  let browser;
  const mailbox = await startMailbox();
  const webhooks = await startWebhookSink();
  const results = [];
  // Ctrl+C or a CI time-out: leave no server, browser or temporary database behind.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`[e2e] ${signal}: stopping`);
      const stopServer = server ? server.stop() : serverProcess?.kill('SIGTERM');
      void Promise.allSettled([browser?.close(), stopServer]).then(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(130);
      });
    });
  }
  try {
    const serverStart = performance.now();
    server = await startServer({
      dataDir,
      password,
      logFile: path.join(ARTIFACTS, 'server.log'),
      smtpUrl: mailbox.url,
      smsUrl: `${webhooks.baseUrl}/sms`,
    });
    log(`[e2e] server on ${server.baseUrl} (fresh embedded database, ready in ${seconds(serverStart)})`);
    if (withHistory) {
      const historyStart = performance.now();
      const history = await server.demoHistory();
      const units = history.production?.units ?? 0;
      log(
        `[e2e] demo history seeded in ${seconds(historyStart)}: ${units} units, ${history.production?.scans ?? 0} scans`,
      );
      if (units < 2000) throw new Error(`the demo history has ${units} units, not the few thousand it should`);
    } else log('[e2e] --no-history: the demo week of production is left out');

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: !headed,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });

    for (const scenario of selected) {
      const scenarioStart = performance.now();
      // A fresh context per scenario: no session or language choice leaks from the one before.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await scenario.run({
          page,
          // For scenarios with a second user (e.g. an administrator acting on the first one).
          browser,
          baseUrl: server.baseUrl,
          password,
          // What the server sent out: e-mails to the local SMTP server, posts to the local webhook sink.
          mailbox,
          webhooks,
          screenshot: (name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true }),
        });
        if (pageErrors.length > 0) throw new Error(`uncaught error in the page: ${pageErrors.join(' | ')}`);
        results.push({ name: scenario.name, ok: true });
        log(`  ✓ ${scenario.name} (${seconds(scenarioStart)})`);
      } catch (error) {
        const failedShot = `failed-${slug(scenario.name)}`;
        await page.screenshot({ path: path.join(ARTIFACTS, `${failedShot}.png`), fullPage: true }).catch(() => {});
        results.push({ name: scenario.name, ok: false });
        log(`  ✗ ${scenario.name} (${seconds(scenarioStart)})`);
        log(indent(error instanceof Error ? (error.stack ?? error.message) : String(error)));
        log(`    screenshot: e2e/artifacts/${failedShot}.png`);
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    log(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    results.push({ name: 'set-up', ok: false });
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop().catch(() => {});
    await Promise.allSettled([mailbox.close(), webhooks.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  if (selected.length === 0) log(`[e2e] no scenario matches --only ${only}`);
  log(`[e2e] finished in ${seconds(started)}; artifacts in e2e/artifacts/`);
  log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

// A scenario that leaves a waiting promise unawaited when it fails must not end the whole run:
// the promise still rejects where it is awaited, failing only that scenario.
process.on('unhandledRejection', (error) => {
  console.error(`[e2e] a scenario left a failed wait unawaited: ${error?.message ?? error}`);
});

process.exitCode = await main();
