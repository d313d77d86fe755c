import { z } from 'zod';
import { defineEndpoint } from './contract';
import { CONSOLE_MESSAGES } from './console-messages';

/** A calendar month, YYYY-MM (India time). */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, CONSOLE_MESSAGES.month);

/** no month: the current one */
export const ZGstQuery = z.object({ month: ZMonth.optional() }).strict();

const ZTotals = z.object({
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  invoicePaise: z.number().int(),
});

/** A month's B2C invoices for GSTR-1, summed, with the ledger's GST beside it. */
export const ZGstSummary = z.object({
  month: ZMonth,
  invoices: z.number().int(),
  totals: ZTotals,
  hsn: z.array(ZTotals.extend({ hsnCode: z.string(), invoices: z.number().int() })),
  /** the GST the ledger's postings of these invoices hold */
  ledgerGstPaise: z.number().int(),
  /** CGST + SGST + IGST of the invoices equals the ledger's GST */
  matchesLedger: z.boolean(),
});
export type GstSummary = z.infer<typeof ZGstSummary>;

export const gstApi = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gst',
    query: ZGstQuery,
    response: ZGstSummary,
    summary: "Operator: a month's B2C invoices summed for GSTR-1, checked against the ledger",
    tags: ['admin'],
  }),
};

/** The CSV download of a month (text/csv, not JSON): `${GST_CSV_PATH}?month=YYYY-MM`. */
export const GST_CSV_PATH = '/api/admin/gst/export.csv';
