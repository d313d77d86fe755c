// The sandbox demo register.
import * as repo from './repo';
import { type Deps } from './common';
import { addItem } from './register';

/** The demo register's one bar: 1 kg at 99.99%, enough for 999 full vaults (1 g each). */
export const DEMO_BAR = {
  kind: 'bar' as const,
  serial: 'SANDBOX-BAR-0001',
  weightMg: 1_000_000,
  purityBp: 9999,
  location: 'Sandbox vault (demo only: no real gold)',
};

/**
 * Sandbox mode's demo register (SEED_DEMO): one sandbox bar covering the demo's balances, so
 * `npm start` gives a shop that sells. Marked sandbox everywhere; it never counts in live mode.
 */
export async function seedDemoRegister(deps: Deps) {
  if (await repo.findItemBySerial(deps.db, DEMO_BAR.serial)) return;
  await addItem(
    deps,
    { by: { userId: null, label: 'seed:demo' }, at: deps.clock.now() },
    { ...DEMO_BAR, reason: 'demo register (sandbox mode)' },
    { sandbox: true },
  );
}
