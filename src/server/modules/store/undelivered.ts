import type { DbOrTx } from '../../db/client';
import { findOrdersByIds } from '../orders/service';
import * as repo from './repo';

/**
 * Milligrams of gold in store orders paid for and not yet handed over (weight x quantity): gold
 * the shop owes in coins and nuggets, which the reserve counts beside the digital gold.
 */
export async function undeliveredGoldMg(db: DbOrTx) {
  const open = await repo.findUndelivered(db);
  if (open.length === 0) return 0;
  const ids = open.map((o) => o.orderId);
  const quantity = new Map((await findOrdersByIds(db, ids)).map((o) => [o.id, o.quantity]));
  return open.reduce((mg, o) => mg + o.weightMg * (quantity.get(o.orderId) ?? 1), 0);
}
