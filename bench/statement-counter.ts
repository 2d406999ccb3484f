// Statement counting for benchmarks on PostgreSQL. `counterImport` is loaded into a server or
// baseline process with --import: it counts the statements sent through pg's Client.query (BEGIN
// and COMMIT included) into BENCH_QUERY_COUNT_FILE, and while `<file>.trace` exists writes their
// text to `<file>.log`, so one request's statements can be read (`statementsOf`).
import { existsSync } from 'node:fs';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';

const COUNTER = `
import { createRequire } from 'node:module';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
const pg = createRequire(process.cwd() + '/apps/server/package.json')('pg');
const countFile = process.env.BENCH_QUERY_COUNT_FILE;
const flag = countFile + '.trace';
let count = 0;
let tracing = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  count++;
  if (tracing) appendFileSync(countFile + '.log', String(typeof config === 'string' ? config : config?.text).replace(/\\s+/g, ' ') + '\\n');
  return query.call(this, config, ...rest);
};
let saved = -1;
const save = () => { if (count !== saved) { writeFileSync(countFile, String(count)); saved = count; } };
setInterval(() => { tracing = existsSync(flag); save(); }, 100).unref();
process.on('exit', save);
`;

/** Node options that load the counter; the process needs BENCH_QUERY_COUNT_FILE in its environment. */
export const counterImport = ['--import', `data:text/javascript,${encodeURIComponent(COUNTER)}`];

/** The statements counted so far (the counter saves every 100 ms). */
export async function readCount(file: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 250));
  return existsSync(file) ? Number(await readFile(file, 'utf8')) : 0;
}

/**
 * The statements `request` sent, in order, numbered and shortened for printing. Nothing else may
 * be in flight: the caller lets the load finish first.
 */
export async function statementsOf(countFile: string, request: () => Promise<void>): Promise<string[]> {
  await writeFile(`${countFile}.trace`, '');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await request();
  await unlink(`${countFile}.trace`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const log = existsSync(`${countFile}.log`) ? await readFile(`${countFile}.log`, 'utf8') : '';
  await rm(`${countFile}.log`, { force: true });
  return log
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line, i) => `    ${String(i + 1).padStart(2)}. ${line.length > 150 ? `${line.slice(0, 147)}...` : line}`);
}
