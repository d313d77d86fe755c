import { z } from 'zod';
import { defineEndpoint } from './contract';
import { oneLine } from './fields';
import { ZHistoryItem } from './orders';
import { ZPlan } from './plans';
import { ZCustomerIdParams } from './users';

// The operator console's Customers section (issue 16.7): find a customer, see what they hold and
// did. Suspend and reactivate are in ./users.ts (adminCustomersApi).

/** A page of a list: 1-based page, at most 50 rows a page. */
const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

export const ZCustomerSearchQuery = z
  .object({
    /** part of a name, an email or a phone number, any case; none lists the newest accounts */
    q: z
      .string()
      .trim()
      .refine(...oneLine)
      .max(100)
      .optional(),
    ...ZPage,
  })
  .strict();
export type CustomerSearchQuery = z.input<typeof ZCustomerSearchQuery>;

export const ZCustomerSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['customer', 'admin']),
  /** the email was confirmed through the link sent at sign-up */
  isVerified: z.boolean(),
  /** set while the account is suspended */
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof ZCustomerSummary>;

export const ZCustomerProfile = ZCustomerSummary.extend({
  address: z.string(),
  sex: z.enum(['Male', 'Female']).nullable(),
  /** the referral code given at sign-up (the referrer's email) */
  referralSignup: z.string().nullable(),
});

/** A signed-in browser of the customer (the session's token is never shown). */
export const ZCustomerSession = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  /** when the browser last used it (to within a few minutes) */
  lastSeenAt: z.string(),
  /** the browser's user agent when it signed in */
  userAgent: z.string().nullable(),
});

/** The customer's balances, as the wallet ledger holds them. */
export const ZCustomerBalances = z.object({
  /** digital gold in the vault, grams x 10^8 */
  goldE8: z.number().int(),
  /** Ants, centi-Ants */
  antsCenti: z.number().int(),
  /** rupees the customer has paid (net of refunds), paise */
  inrPaidPaise: z.number().int(),
});

export const ZCustomerDetail = z.object({
  customer: ZCustomerProfile,
  balances: ZCustomerBalances,
  plans: z.array(ZPlan),
  /** sessions that have not expired, newest first */
  sessions: z.array(ZCustomerSession),
});
export type CustomerDetail = z.infer<typeof ZCustomerDetail>;

export const ZPageQuery = z.object(ZPage).strict();

/** One line of the customer's ledger statement: the change of one of their balances. */
export const ZStatementLine = z.object({
  entryId: z.number().int(),
  postingId: z.number().int(),
  /** what the posting is for (digital_gold_purchase, referral_commission, ...) */
  type: z.string(),
  /** its cause, e.g. order:ord_... */
  reference: z.string(),
  createdAt: z.string(),
  unit: z.enum(['INR', 'ANTS', 'GOLD']),
  /** change in the unit's smallest step: paise, centi-Ants or grams x 10^8; negative takes away */
  amountMinor: z.number().int(),
});
export type StatementLine = z.infer<typeof ZStatementLine>;

export const customersConsoleApi = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers',
    query: ZCustomerSearchQuery,
    response: z.object({ customers: z.array(ZCustomerSummary), total: z.number().int() }),
    summary: 'Operator: find accounts by part of a name, email or phone, newest first',
    tags: ['admin'],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:userId',
    params: ZCustomerIdParams,
    response: ZCustomerDetail,
    summary: "Operator: one customer's profile, balances, Autopay plans and sessions",
    tags: ['admin'],
  }),
  statement: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:userId/statement',
    params: ZCustomerIdParams,
    query: ZPageQuery,
    response: z.object({ lines: z.array(ZStatementLine), total: z.number().int() }),
    summary: "Operator: a customer's ledger statement, newest first",
    tags: ['admin'],
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:userId/orders',
    params: ZCustomerIdParams,
    query: ZPageQuery,
    response: z.object({ orders: z.array(ZHistoryItem), total: z.number().int() }),
    summary: "Operator: a customer's orders of every kind, newest first",
    tags: ['admin'],
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/admin/customers/:userId/resend-verification',
    params: ZCustomerIdParams,
    body: z.object({}).strict(),
    response: z.object({ message: z.string() }),
    summary: 'Operator: mail the customer a new email verification link',
    tags: ['admin'],
  }),
};
