import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2]; const mode = process.argv[3];
const t0 = Date.now();
const pg = await PGlite.create(dir);
console.log('open ms', Date.now()-t0, process.memoryUsage().rss/1e6|0);
if (mode === 'write') {
  await pg.exec(`create table if not exists t(id int primary key); do $$ begin if not exists (select from pg_roles where rolname='takt_app') then create role takt_app nologin; end if; end $$; grant all on t to takt_app;`);
  for (let i = 1; i <= 200; i++) {
    await pg.transaction(async (tx) => { await tx.query(`select set_config('role','takt_app',true)`); await tx.query('insert into t values ($1)', [i]); });
  }
  console.log('acked 200'); const r = await pg.query('select current_user, (select count(*) from t) c, current_setting(\'synchronous_commit\') sc, current_setting(\'fsync\') f'); console.log(r.rows);
  process.kill(process.pid, 'SIGKILL');
} else {
  const r = await pg.query('select count(*)::int c from t'); console.log(r.rows);
}
