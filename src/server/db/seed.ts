import type { AppDeps } from '../app';
import { seedDemoCatalogue, seedDemoGoldPrice } from '../modules/catalogue/seed';

type Seeder = { name: string; run: (deps: AppDeps) => Promise<void> };

/** Demo data for `npm start` in sandbox mode. Each seeder is idempotent (safe on every start). */
const SEEDERS: Seeder[] = [
  // TODO(issue 4): the price feed's own seeder supersedes this one at merge
  { name: 'demo-gold-price', run: seedDemoGoldPrice },
  { name: 'demo-catalogue', run: seedDemoCatalogue },
];

export async function seedDemo(deps: AppDeps) {
  for (const s of SEEDERS) await s.run(deps);
}
