// A migrated database to copy, so a test database costs a copy instead of an initdb plus every
// migration: on PGlite a data folder dumped once (`dumpDataDir`, loaded with `loadDataDir`), on
// PostgreSQL a template database (`create database x template gs_tpl_<hash>`). Both are named by
// a hash of the committed migrations and PGlite's version, so a new migration makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client';

const SNAPSHOT_DIR = path.resolve('.tmp', 'test-db');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    });
}

let hashOnce: string | undefined;
/** Changes with any migration file and with PGlite's version. */
export function migrationsHash(): string {
  if (hashOnce) return hashOnce;
  const h = createHash('sha256');
  h.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  for (const file of filesUnder(MIGRATIONS_DIR)) {
    h.update(path.relative(MIGRATIONS_DIR, file));
    h.update(readFileSync(file));
  }
  hashOnce = h.digest('hex').slice(0, 16);
  return hashOnce;
}

const snapshotPath = () => path.join(SNAPSHOT_DIR, `pglite-${migrationsHash()}.tar`);

let blobOnce: Promise<Blob> | undefined;
/** The migrated PGlite data folder as a tarball; made (and kept under .tmp) when missing. */
export function pgliteSnapshot(): Promise<Blob> {
  blobOnce ??= (async () => {
    const file = snapshotPath();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await openDatabase({ memory: true });
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await database.close();
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      // written aside and renamed, so a reader never sees half a file
      const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
      renameSync(aside, file);
      return dump;
    }
  })();
  return blobOnce;
}

/** A template no run has used for this long is dropped (another checkout may still use a recent one). */
const TEMPLATE_UNUSED_MS = 24 * 60 * 60 * 1000;

/**
 * Drops, under the builders' lock, what earlier runs left: half-built templates (a run stopped
 * while migrating) and templates of other migrations that no run has used for a day (each run
 * marks its template used with a comment holding the time).
 */
async function dropStaleTemplates(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database
      where datname like 'gs\\_tpl\\_%' and datname <> $1`,
    [current],
  );
  for (const { datname, used } of rows) {
    const usedAt = used ? Date.parse(used) : NaN;
    const stale =
      datname.startsWith('gs_tpl_build_') || !(Date.now() - usedAt < TEMPLATE_UNUSED_MS);
    if (!stale || !/^gs_tpl_[a-z0-9_]+$/.test(datname)) continue;
    // a template someone is copying right now cannot be dropped: try again on the next run
    await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
  }
}

/** Name of the migrated template database on the server of `adminUrl`; created when missing. */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `gs_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // one process builds it; the others wait for the lock, then find it there
    await admin.query('select pg_advisory_lock(724201998)');
    await dropStaleTemplates(admin, name);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `gs_tpl_build_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 1 });
      await database.migrate();
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    // the run's start marks the template used (see dropStaleTemplates)
    await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
  } finally {
    await admin.query('select pg_advisory_unlock(724201998)').catch(() => undefined);
    await admin.end();
  }
  return name;
}
