import type { AppDeps } from '../deps';
import { seedDemoCatalogue } from '../modules/catalogue/routes';
import { seedDemoCustomer } from '../modules/accounts/service';
import { seedSandboxPrices } from '../modules/prices/service';
import { seedDemoRegister } from '../modules/reserve/service';

type Seeder = { name: string; run: (deps: AppDeps) => Promise<void> };

/** Demo data for `npm start` in sandbox mode. Each seeder is idempotent (safe on every start). */
const SEEDERS: Seeder[] = [
  { name: 'sandbox gold prices', run: seedSandboxPrices },
  { name: 'demo-customer', run: seedDemoCustomer },
  { name: 'demo-catalogue', run: seedDemoCatalogue },
  { name: 'demo reserve register', run: seedDemoRegister },
];

export async function seedDemo(deps: AppDeps) {
  for (const s of SEEDERS) await s.run(deps);
}
