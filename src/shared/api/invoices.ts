import { z } from 'zod';
import { defineEndpoint } from './contract';
import { ZId } from './fields';

export const ZInvoice = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  transactionId: z.string(),
  orderId: z.string(),
  paymentStatus: z.string(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
    stateCode: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  placeOfSupply: z.string(),
  isInterState: z.boolean(),
  items: z.array(
    z.object({
      description: z.string(),
      hsnCode: z.string(),
      quantity: z.string(),
      unit: z.string(),
      ratePaise: z.number().int().nullable(),
      taxablePaise: z.number().int(),
    }),
  ),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  cgstRate: z.string(),
  sgstRate: z.string(),
  igstRate: z.string(),
  totalPaise: z.number().int(),
  /** in English, as the tax document's words */
  amountInWords: z.string(),
  /** the same in the reader's Telugu or Hindi (absent in English): shown beside the English */
  amountInWordsLocal: z.string().optional(),
  deliveryNote: z.string(),
});
export type Invoice = z.infer<typeof ZInvoice>;

export const invoicesApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:transactionId',
    params: z.object({ transactionId: ZId }),
    response: ZInvoice,
    summary: 'The GST invoice of a paid order, built from the stored order (owner only)',
    tags: ['invoices'],
  }),
};
