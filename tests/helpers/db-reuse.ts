// A test database put back to the migrated state when its file is done, and handed to the next
// file of the same worker, instead of a new copy per file: on PGlite a copy is a 42 MB data folder
// loaded into a new instance (about 0.6 s of CPU), a reset is one TRUNCATE. A database is reused
// only when its schema is still the migrated one (a test may add a trigger or a table of its
// own: those are dropped; any other change and the database is closed, never reused).
import { PGlite } from '@electric-sql/pglite';

/** Every object of the schemas the migrations made, as text: tables, columns, keys, indexes, ... */
const SCHEMA_TEXT = `
with ns as (
  select oid, nspname from pg_namespace
   where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_toast%'
     and nspname not like 'pg\\_temp%'
)
select md5(coalesce(string_agg(x, E'\\n' order by x), '')) as schema from (
  select 'n ' || nspname as x from ns
  union all
  select 'c ' || ns.nspname || '.' || c.relname || ' ' || c.relkind::text
    from pg_class c join ns on ns.oid = c.relnamespace
  union all
  select 'a ' || c.oid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
         || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join ns on ns.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attnum > 0 and not a.attisdropped
  union all
  select 'k ' || k.conrelid::regclass || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid)
    from pg_constraint k join ns on ns.oid = k.connamespace
  union all
  select 'i ' || pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join ns on ns.oid = c.relnamespace
  union all
  select 't ' || t.tgrelid::regclass || '.' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
    from pg_trigger t where not t.tgisinternal
  union all
  select 'p ' || p.oid::regprocedure || ' ' || md5(p.prosrc)
    from pg_proc p join ns on ns.oid = p.pronamespace
  union all
  select 'y ' || t.typname || ' ' || t.typtype::text || ' ' || coalesce(
           (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '')
    from pg_type t join ns on ns.oid = t.typnamespace
  union all
  select 'e ' || extname || ' ' || extversion from pg_extension
) s`;

/** The user tables, functions and triggers of a database, and its schema's text. */
async function inventory(client: PGlite) {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
  );
  const functions = await client.query<{ name: string }>(
    `select p.oid::regprocedure::text as name from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  const triggers = await client.query<{ name: string }>(
    `select format('%I on %s', t.tgname, t.tgrelid::regclass) as name from pg_trigger t
      where not t.tgisinternal`,
  );
  const schema = await client.query<{ schema: string }>(SCHEMA_TEXT);
  return {
    tables: tables.rows.map((r) => r.name),
    functions: functions.rows.map((r) => r.name),
    triggers: triggers.rows.map((r) => r.name),
    schema: schema.rows[0]!.schema,
  };
}

type Inventory = Awaited<ReturnType<typeof inventory>>;

/** Tables whose rows the migrations wrote (kept through a reset). */
const MIGRATION_TABLES = new Set(['drizzle.__drizzle_migrations']);

/**
 * Puts a database back to `migrated`: drops the triggers, functions and tables a test added,
 * empties every table the migrations made and restarts their sequences, and clears the session.
 * Answers false (the database must not be reused) when anything else differs.
 */
async function reset(client: PGlite, migrated: Inventory): Promise<boolean> {
  if (client.closed) return false;
  const now = await inventory(client);
  const added = (list: string[], known: string[]) => list.filter((x) => !known.includes(x));
  const drops = [
    ...added(now.triggers, migrated.triggers).map((t) => `drop trigger if exists ${t} cascade`),
    ...added(now.tables, migrated.tables).map((t) => `drop table if exists ${t} cascade`),
    ...added(now.functions, migrated.functions).map((f) => `drop function if exists ${f} cascade`),
  ];
  if (drops.length > 0) await client.exec(drops.join(';\n'));
  const schema = drops.length > 0 ? (await inventory(client)).schema : now.schema;
  if (schema !== migrated.schema) return false;
  const emptied = migrated.tables.filter((t) => !MIGRATION_TABLES.has(t));
  // as replica, so the append-only tables' own triggers let the TRUNCATE through
  await client.exec(
    `set session_replication_role = replica; truncate ${emptied.join(', ')} restart identity cascade`,
  );
  await client.exec('discard all');
  return true;
}

/** Idle instances of this worker, already reset; at most this many are kept. */
const IDLE_MAX = 3;
const idle: PGlite[] = [];
let migratedOnce: Promise<Inventory> | undefined;

/** Calls that reach the database; after a lease ends they fail as on a closed PGlite. */
const USES = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql', 'listen']);

/**
 * An in-memory PGlite in the migrated state: one this worker used before and reset, or a new one
 * loaded from `snapshot`. `release` hands it back (reset) or closes it; the PGlite given out stops
 * answering at release, so late work of a closed app cannot reach the next file's data.
 */
export async function leasePglite(
  snapshot: () => Promise<Blob>,
): Promise<{ client: PGlite; release(): Promise<void> }> {
  let client = idle.pop();
  if (!client) {
    client = new PGlite({ loadDataDir: await snapshot() });
    await client.waitReady;
    // the worker's first instance is fresh from the snapshot: what the migrations made
    migratedOnce ??= inventory(client);
  }
  const migrated = await migratedOnce!;
  const real = client;
  let ended = false;
  const lent = new Proxy(real, {
    get(target, prop) {
      if (ended && USES.has(prop)) {
        return () => Promise.reject(new Error('PGlite is closed'));
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: lent,
    async release() {
      if (ended) return;
      ended = true;
      const clean = await reset(real, migrated).catch(() => false);
      if (clean && idle.length < IDLE_MAX) idle.push(real);
      else await real.close().catch(() => undefined);
    },
  };
}
