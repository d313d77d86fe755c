/**
 * The ledger's chart of accounts (ARCHITECTURE.md: every movement of rupees, Ants or gold is a
 * balanced posting). Amounts are integers in the unit's smallest step: INR in paise, ANTS in
 * centi-Ants, GOLD in goldE8 (grams x 10^8).
 *
 * Sign convention: an entry's amount is the change of that account's balance, and the entries of
 * a posting sum to zero in each unit. So, per unit, all balances together are zero: what users
 * hold (gold, Ants) or have paid (inr_paid) is positive, and the operator accounts carry the other
 * side: sources such as op:gold:sold, op:ants:issued or the sales and GST accounts are negative,
 * sinks such as op:gold:converted or op:ants:redeemed are positive.
 *
 * User accounts keep a stored balance that can never go below zero. Operator accounts keep none:
 * their balances are sums of entries, so purchases of different users never update one shared
 * row (decisions.md: Operations).
 */
export type Unit = 'INR' | 'ANTS' | 'GOLD';
export const UNITS = ['INR', 'ANTS', 'GOLD'] as const satisfies readonly Unit[];

export const USER_ACCOUNT_UNITS = {
  /** digital gold in the user's vault */
  gold: 'GOLD',
  /** the user's Ants */
  ants: 'ANTS',
  /** rupees the user has paid (a refund can never exceed it) */
  inr_paid: 'INR',
} as const satisfies Record<string, Unit>;
export type UserAccountKind = keyof typeof USER_ACCOUNT_UNITS;

export const OPERATOR_ACCOUNTS = {
  /** digital gold credited to users for purchases (negative) */
  'op:gold:sold': 'GOLD',
  /** vault gold turned into coins at the Gold Smith (positive) */
  'op:gold:converted': 'GOLD',
  /** corrections by the operator */
  'op:gold:adjustments': 'GOLD',
  /** Ants given to users: referral commissions, cashback (negative) */
  'op:ants:issued': 'ANTS',
  /** Ants spent in the referral store (positive) */
  'op:ants:redeemed': 'ANTS',
  'op:ants:adjustments': 'ANTS',
  /** revenue from digital gold (negative) */
  'op:inr:digital_gold_sales': 'INR',
  /** revenue from store items: the gold value (negative) */
  'op:inr:store_sales': 'INR',
  /** revenue from making charges (negative) */
  'op:inr:making_charges': 'INR',
  'op:inr:shipping': 'INR',
  'op:inr:handling': 'INR',
  /** GST collected, owed to the government (negative) */
  'op:inr:gst_payable': 'INR',
  /** rupees paid back to users (positive) */
  'op:inr:refunds': 'INR',
} as const satisfies Record<string, Unit>;
export type OperatorAccount = keyof typeof OPERATOR_ACCOUNTS;
/** The operator accounts of one unit, e.g. OperatorAccountOf<'GOLD'>. */
export type OperatorAccountOf<U extends Unit> = {
  [K in OperatorAccount]: (typeof OPERATOR_ACCOUNTS)[K] extends U ? K : never;
}[OperatorAccount];

export type UserAccount = `user:${string}:${UserAccountKind}`;
export type AccountId = UserAccount | OperatorAccount;

/** What a posting is for; history and the operator console group by it. */
export const POSTING_TYPES = [
  'digital_gold_purchase',
  'subscription_debit',
  'store_order',
  'direct_payment_order',
  'referral_commission',
  'nugget_cashback',
  'referral_store_order',
  'gold_smith_conversion',
  'refund',
  /** Ants earned on an order that was refunded, taken back */
  'ants_reversal',
  'adjustment',
] as const;
export type PostingType = (typeof POSTING_TYPES)[number];

/** What stands before and after the user id in a user's account of `kind`: user:<id>:<kind>. */
export const userAccountAround = (kind: UserAccountKind) => ({ head: 'user:', tail: `:${kind}` });

/** user:<id>:<kind> */
export function userAccount(userId: string, kind: UserAccountKind): UserAccount {
  if (!/^[\w-]+$/.test(userId)) throw new RangeError(`not a user id: ${userId}`);
  const { head, tail } = userAccountAround(kind);
  return `${head}${userId}${tail}` as UserAccount;
}

export type ParsedAccount =
  | { owner: 'user'; userId: string; kind: UserAccountKind; unit: Unit }
  | { owner: 'operator'; unit: Unit };

/** The owner and unit of an account id; null when it is not one of ours. */
export function parseAccount(id: string): ParsedAccount | null {
  if (Object.hasOwn(OPERATOR_ACCOUNTS, id)) {
    return { owner: 'operator', unit: OPERATOR_ACCOUNTS[id as OperatorAccount] };
  }
  const m = /^user:([\w-]+):(gold|ants|inr_paid)$/.exec(id);
  if (!m) return null;
  const kind = m[2] as UserAccountKind;
  return { owner: 'user', userId: m[1]!, kind, unit: USER_ACCOUNT_UNITS[kind] };
}
