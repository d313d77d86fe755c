import { z } from 'zod';
import { STATEMENT_LINE_KINDS } from '../rules/statement';
import { defineEndpoint } from './contract';
import { ZId } from './fields';
import { ZCustomerIdParams } from './users';

/** 'YYYY-MM-DD', a calendar date in India */
const ZCalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The saved gold of one purchase that went into a coin (first in, first out). */
export const ZHoldingLot = z.object({
  kind: z.enum(['quick_buy', 'autopay', 'other']),
  purchasedAt: z.string(),
  /** the purchase's invoice number (null for gold not bought: an operator's adjustment) */
  invoiceNo: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** of this purchase, the gold that went into the coin */
  goldE8: z.number().int(),
  /** the whole purchase's gold */
  purchaseGoldE8: z.number().int(),
  pricePaisePerGram: z.number().int().nullable(),
  longTermFrom: ZCalendarDate,
});
export type HoldingLot = z.infer<typeof ZHoldingLot>;

export const ZHoldingCertificate = z.object({
  orderId: z.string(),
  merchantOrderId: z.string(),
  holderName: z.string(),
  coinTitle: z.string(),
  weightMg: z.number().int(),
  purity: z.string(),
  goldE8: z.number().int(),
  madeAt: z.string(),
  lots: z.array(ZHoldingLot),
  /** the whole coin: the latest of its lots' long-term dates */
  longTermFrom: ZCalendarDate,
  rule: z.object({ afterMonths: z.number().int(), rateBp: z.number().int(), since: ZCalendarDate }),
  issuer: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
});
export type HoldingCertificate = z.infer<typeof ZHoldingCertificate>;

/** A financial year, '2026-27' for April 2026 to March 2027 */
export const ZFinancialYearLabel = z.string().regex(/^\d{4}-\d{2}$/);

export const ZStatementYear = z.object({
  year: ZFinancialYearLabel,
  from: z.string(),
  to: z.string(),
});

export const ZYearlyStatementLine = z.object({
  at: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** what the line is: the order's summary (a coin's title, the store items) or null */
  title: z.string().nullable(),
  orderId: z.string().nullable(),
  merchantOrderId: z.string().nullable(),
  transactionId: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  pricePaisePerGram: z.number().int().nullable(),
  goldE8: z.number().int(),
  paidPaise: z.number().int(),
  gstPaise: z.number().int(),
  antsCenti: z.number().int(),
  /** a coin made from saved gold has a holding certificate */
  hasCertificate: z.boolean(),
});
export type YearlyStatementLine = z.infer<typeof ZYearlyStatementLine>;

const ZBucket = z.object({
  count: z.number().int(),
  paidPaise: z.number().int(),
  gstPaise: z.number().int(),
  goldE8: z.number().int(),
});

export const ZYearlyStatement = z.object({
  year: ZFinancialYearLabel,
  from: z.string(),
  to: z.string(),
  holder: z.object({ name: z.string(), email: z.string() }),
  issuer: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
  lines: z.array(ZYearlyStatementLine),
  totals: z.object({
    openingE8: z.number().int(),
    closingE8: z.number().int(),
    quickBuys: ZBucket,
    autopay: ZBucket,
    purchases: ZBucket,
    convertedE8: z.number().int(),
    conversions: z.number().int(),
    storePaidPaise: z.number().int(),
    storeGstPaise: z.number().int(),
    storeOrders: z.number().int(),
    antsEarnedCenti: z.number().int(),
    antsSpentCenti: z.number().int(),
    refundedPaise: z.number().int(),
    netPaidPaise: z.number().int(),
  }),
});
export type YearlyStatement = z.infer<typeof ZYearlyStatement>;

const ZYears = z.object({ years: z.array(ZStatementYear) });
const ZYearParams = z.object({ year: ZFinancialYearLabel });

export const papersApi = {
  certificate: defineEndpoint({
    method: 'GET',
    path: '/api/certificates/:orderId',
    params: z.object({ orderId: ZId }),
    response: ZHoldingCertificate,
    summary: 'The holding certificate of a coin made from saved gold (owner only)',
    tags: ['papers'],
  }),
  years: defineEndpoint({
    method: 'GET',
    path: '/api/statements',
    response: ZYears,
    summary: 'The financial years the saver has records in, newest first',
    tags: ['papers'],
  }),
  statement: defineEndpoint({
    method: 'GET',
    path: '/api/statements/:year',
    params: ZYearParams,
    response: ZYearlyStatement,
    summary: "The saver's statement of one financial year (April to March, India time)",
    tags: ['papers'],
  }),
  customerYears: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:userId/yearly-statements',
    params: ZCustomerIdParams,
    response: ZYears,
    summary: "Operator: the financial years a customer's statement can be made for",
    tags: ['admin'],
  }),
  customerStatement: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:userId/yearly-statements/:year',
    params: ZCustomerIdParams.extend(ZYearParams.shape),
    response: ZYearlyStatement,
    summary: "Operator: a customer's statement of one financial year",
    tags: ['admin'],
  }),
};

/** The files: the same paths with /pdf or /csv (owner only; the console's under its gate). */
export const paperFiles = {
  certificatePdf: (orderId: string) => `/api/certificates/${encodeURIComponent(orderId)}/pdf`,
  statementPdf: (year: string) => `/api/statements/${encodeURIComponent(year)}/pdf`,
  statementCsv: (year: string) => `/api/statements/${encodeURIComponent(year)}/csv`,
  customerStatementPdf: (userId: string, year: string) =>
    `/api/admin/customers/${encodeURIComponent(userId)}/yearly-statements/${encodeURIComponent(year)}/pdf`,
  customerStatementCsv: (userId: string, year: string) =>
    `/api/admin/customers/${encodeURIComponent(userId)}/yearly-statements/${encodeURIComponent(year)}/csv`,
};
