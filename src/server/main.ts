import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDemo } from './db/seed';
import { RECONCILIATION_JOB } from './modules/admin/routes';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    releaseLock = await lockDataDir(config.DATA_DIR);
    if (!releaseLock) {
      console.error(
        `Another process is using the data folder ${path.resolve(config.DATA_DIR)}. Stop it first, or set DATA_DIR to another folder.`,
      );
      process.exit(1);
    }
  }

  // a statement sent on a connection still running another is logged with its text (node-postgres
  // 8 only warns once, without it; 9 refuses it), once the app's logger exists
  let onOverlap: (message: string, statement: string) => void = (message, statement) =>
    console.warn(message, statement);
  const database = config.DATABASE_URL
    ? await openDatabase({
        url: config.DATABASE_URL,
        onOverlap: (message, statement) => onOverlap(message, statement),
      })
    : await openDatabase({ dataDir: config.DATA_DIR });
  await database.migrate();

  const app = await buildApp({ config, database });
  onOverlap = (message, statement) => app.log.warn({ statement }, message);
  if (config.SEED_DEMO && config.PAYMENTS_MODE === 'sandbox') await seedDemo(app.deps);
  if (config.JOBS_ENABLED) {
    app.deps.jobs.start();
    // a new installation is checked (and its reserve counted, /reserve) on its first start, not
    // ten minutes later; on a restart the daily run is not due and this does nothing
    app.deps.jobs.kick(RECONCILIATION_JOB);
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `${config.OPERATOR_BRAND} is running on ${config.publicUrl} (payments: ${config.PAYMENTS_MODE}, database: ${database.kind})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
