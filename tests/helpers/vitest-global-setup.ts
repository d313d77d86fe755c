// Vitest global setup: makes the migrated database every API test copies (PGlite snapshot, and
// the PostgreSQL template when TEST_DATABASE_URL is set) once, before the test files start; the
// two side by side (PGlite's work is this process's CPU, PostgreSQL's the server's).
import { pgliteSnapshot, postgresTemplate } from './db-snapshot';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  await Promise.all([pgliteSnapshot(), url ? postgresTemplate(url) : undefined]);
}
