// The app as the browser tests see it: a fresh embedded database, sandbox payments, demo seed,
// fast background jobs, and the contact webhook pointed at the tests' receiver (PORT + 1).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });

// The database starts empty, as on a new installation: the app migrates and seeds it. PGlite's
// empty cluster (its initdb, about 9 s of CPU in a folder) is made once per PGlite version and
// copied (about 0.5 s).
const { version } = JSON.parse(
  readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
);
const emptyCluster = `.tmp/e2e-empty-pgdata-${version}`;
if (!existsSync(emptyCluster)) {
  const making = `${emptyCluster}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync('.tmp', { recursive: true });
  const pg = new PGlite(making);
  await pg.waitReady;
  await pg.close();
  try {
    renameSync(making, emptyCluster);
  } catch {
    // another server made it meanwhile: either is the same empty cluster
    rmSync(making, { recursive: true, force: true });
  }
}
mkdirSync(dataDir, { recursive: true });
cpSync(emptyCluster, `${dataDir}/pgdata`, { recursive: true });

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    PAYMENTS_MODE: 'sandbox',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    CONTACT_WEBHOOK_URL: `http://127.0.0.1:${port + 1}/hook`,
    CONTACT_FORWARD_EVERY_MS: '500',
    CONTACT_RETRY_BASE_MS: '500',
    // a friend's Rs 10,000 quick buy earns 2,500 Ants: enough for the smallest coin of the
    // referral store in one journey (the default, 1%, would take 18 friends)
    DIGITAL_GOLD_REFERRAL_BP: '2500',
    // the console's journeys sign this address up and verify it: it becomes the operator
    OPERATOR_EMAILS: 'ops@goldsave.in',
    ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
