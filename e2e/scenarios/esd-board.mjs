// The ESD board (issue 18) against the demo's ESD gateways: the simulator (`npm run simulate`, the
// same tool a demo uses) publishes healthy samples and the first workstation's tile turns normal;
// then it breaks that workstation's wrist strap (`--fault strap-break`) and the open board turns
// the tile to "ground disconnected" without a reload. Screenshots at 1920×1080 (page and TV mode)
// and 390×844.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiSession, check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run simulate -- --parts esd …` as a child process; resolves with its output once it exits. */
function simulate(baseUrl, password, extra) {
  // The embedded broker of the server under test, whatever broker the caller's environment names.
  const { MQTT_URL: _external, ...env } = process.env;
  const child = spawn(
    'npm',
    ['run', 'simulate', '--', '--base', baseUrl, '--password', password, '--parts', 'esd', '--interval', '1', ...extra],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { child, exited };
}

/** Waits for a tile to show a state (the board changes it from the hub's updates). */
async function tileState(page, code, state, timeout = 30_000) {
  await page.waitForFunction(
    ([tileCode, wanted]) => document.querySelector(`[data-testid="esd-tile-${tileCode}"]`)?.dataset.state === wanted,
    [code, state],
    { timeout },
  );
}

export const scenarios = [
  {
    name: 'esd-board: the simulator breaks a wrist strap and the open board turns the tile to ground disconnected without a reload',
    async run({ page, baseUrl, password, screenshot }) {
      const api = await apiSession(baseUrl, 'admin', password);
      // The simulator's first ESD gateway and its first channel's workstation: the strap it breaks.
      const gateways = await api.get('/gateway/esd/page?pageNo=1&pageSize=500');
      const gateway = gateways.rows[0];
      check(gateway?.lineId, 'the demo has no ESD gateway on a line');
      const { channels } = await api.get(`/gateway/esd/channels?id=${gateway.id}`);
      const first = channels.find((channel) => channel.stationId !== null);
      check(first?.stationCode, `ESD gateway ${gateway.code} has no channel on a workstation`);

      const healthy = await simulate(baseUrl, password, ['--no-faults', '--seconds', '4']);
      const healthyRun = await healthy.exited;
      check(healthyRun.code === 0, `the simulator failed: ${healthyRun.output}`);

      await page.setViewportSize({ width: 1920, height: 1080 });
      const name = await displayName(baseUrl, 'admin', password);
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);
      await page.goto(`${baseUrl}/esd/kanban?line=${gateway.lineId}`);
      await page.locator('[data-testid=esd-board]').waitFor();
      await tileState(page, first.stationCode, 'normal');
      const normalCount = await page.locator('[data-testid=esd-count-normal]').innerText();
      check(/\d/.test(normalCount), `the counts do not show a number: ${normalCount}`);

      const broken = simulate(baseUrl, password, ['--fault', 'strap-break', '--no-faults', '--seconds', '20']);
      try {
        await tileState(page, first.stationCode, 'groundDisconnected');
        const tile = await page.locator(`[data-testid="esd-tile-${first.stationCode}"]`).innerText();
        check(tile.includes('Ground disconnected'), `the tile does not say its state: ${tile}`);
        await screenshot('esd-board-1920');
        await page.locator('[data-testid=esd-board-tv]').click();
        await page.locator('[data-testid=esd-tv]').waitFor();
        await screenshot('esd-board-tv-1920');
        await page.keyboard.press('Escape');
        await page.locator('[data-testid=esd-tv]').waitFor({ state: 'detached' });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        await page.locator(`[data-testid="esd-tile-${first.stationCode}"]`).waitFor();
        await screenshot('esd-board-390');
      } finally {
        broken.child.kill('SIGTERM');
        await broken.exited;
      }
    },
  },
];
