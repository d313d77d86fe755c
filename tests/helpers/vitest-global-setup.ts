// Vitest global setup: makes the migrated database every API test copies (PGlite snapshot, and
// the PostgreSQL template when TEST_DATABASE_URL is set) once, before the test files start.
import { pgliteSnapshot, postgresTemplate } from './db-snapshot';

export default async function setup() {
  await pgliteSnapshot();
  if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL);
}
