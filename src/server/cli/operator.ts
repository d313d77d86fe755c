// `npm run operator -- grant <email> [reason]` / `revoke <email> [reason]` / `list`: makes an
// existing account an operator of the console (role admin), or a customer again, with an audit
// row naming the command line. There is no default operator and no default password: the
// person signs up (and verifies their email) like any customer first. docs/operating.md.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { AppError } from '../http/app-error';
import { listOperators, setOperator } from '../modules/accounts/service';

const USAGE = `Usage:
  npm run operator -- grant <email> [reason]    make the account an operator (role admin)
  npm run operator -- revoke <email> [reason]   make it a customer again
  npm run operator -- list                      the operators`;

async function main(argv: string[]) {
  const [command, email, ...reasonWords] = argv;
  const isChange = command === 'grant' || command === 'revoke';
  if (!(isChange && email) && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  let release: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    release = await lockDataDir(config.DATA_DIR);
    if (!release) {
      console.error(
        `The app is running on the data folder ${path.resolve(config.DATA_DIR)}: stop it first (the embedded database takes one process at a time), then run this again.`,
      );
      return 1;
    }
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, poolSize: 1 })
    : await openDatabase({ dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const deps = { db: database.db, clock: { now: () => new Date() } };
    if (command === 'list') {
      const operators = await listOperators(deps);
      if (operators.length === 0) console.log('No operators yet.');
      for (const o of operators) {
        console.log(`${o.email}\t${o.name}${o.suspendedAt ? '\t(suspended)' : ''}`);
      }
      return 0;
    }
    const by = { userId: null, label: `cli:${process.env.USER ?? 'unknown'}` };
    const reason = reasonWords.join(' ').trim() || undefined;
    const { changed } = await setOperator(deps, by, email!, command === 'grant', reason);
    const role = command === 'grant' ? 'an operator' : 'a customer';
    console.log(changed ? `${email} is now ${role}.` : `${email} was already ${role}.`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
    await release?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
