import type { StatementLineKind } from '../../../shared/rules/statement';

/** The papers' words: refusals, and the labels of the certificate and statement PDFs and CSV. */
export const papersMessages = {
  certificateNotFound: 'We could not find a coin made from your saved gold with this id.',
  noSuchYear: 'That is not a financial year. Pick one such as 2026-27.',
  noRecordsInYear: (year: string) =>
    `You have no records in the financial year ${year}, so there is no statement for it.`,
  lineKinds: {
    quick_buy: 'Quick buy',
    autopay: 'Autopay debit',
    coin_conversion: 'Coin made from saved gold',
    store_order: 'Store order',
    ants_earned: 'Ants earned',
    ants_spent: 'Ants spent',
    refund: 'Refund',
    adjustment: 'Adjustment',
  } satisfies Record<StatementLineKind, string>,
  /** the foot of every page of a paper */
  page: (title: string, n: number, of: number) => `${title}, page ${n} of ${of}`,
  lotKinds: { quick_buy: 'Quick buy', autopay: 'Autopay debit', other: 'Adjustment' },
  certificate: {
    title: (orderId: string) => `Holding certificate ${orderId}`,
    heading: 'HOLDING CERTIFICATE',
    subheading: 'Coin made from saved digital gold',
    gstin: (gstin: string) => `GSTIN: ${gstin}`,
    holder: (name: string) => `Holder: ${name}`,
    order: (id: string, date: string) => `Order ${id}, made on ${date}`,
    coin: 'The coin',
    coinLine: (title: string, grams: string, purity: string) =>
      `${title}: ${grams} g, purity ${purity}`,
    lotsHeading: 'The purchases whose gold went into it (first in, first out)',
    columns: ['Date', 'Bought as', 'Invoice no', 'Price per g', 'Grams used', 'Long-term from'],
    ofPurchase: (grams: string) => `of ${grams} g`,
    total: 'Total',
    longTerm: (date: string) => `A sale of this coin would count as long-term from ${date}.`,
    rule: (months: number, rate: string, since: string) =>
      `Rule: gold held for more than ${months} months is a long-term capital asset, taxed at ${rate} without indexation (Income-tax Act as amended by the Finance (No. 2) Act 2024, for transfers since ${since}).`,
    notAdvice:
      'This certificate is information from our records, not tax advice. Ask a tax adviser about your own case.',
  },
  statement: {
    title: (year: string) => `Statement ${year}`,
    heading: (year: string) => `STATEMENT FOR THE FINANCIAL YEAR ${year}`,
    period: (from: string, to: string) => `1 April to 31 March: ${from} to ${to} (India time)`,
    holder: (name: string, email: string) => `${name}  ${email}`,
    opening: 'Opening balance',
    closing: 'Closing balance',
    grams: (g: string) => `${g} g`,
    columns: ['Date', 'What', 'Invoice / order', 'Paid', 'GST', 'Gold (g)', 'Ants'],
    totals: 'Totals',
    totalLines: {
      quickBuys: (n: number) => `Quick buys (${n})`,
      autopay: (n: number) => `Autopay debits (${n})`,
      purchases: (n: number) => `All purchases of gold (${n})`,
      conversions: (n: number) => `Gold made into coins (${n})`,
      storeOrders: (n: number) => `Store orders (${n})`,
      antsEarned: 'Ants earned',
      antsSpent: 'Ants spent',
      refunded: 'Refunded',
      netPaid: 'Paid in the year, less refunds',
    },
    totalColumns: ['', 'Paid', 'GST', 'Gold (g)', 'Ants'],
    footer:
      'Figures are read from our ledger: grams to 8 decimals, rupees to the paisa. This statement is information, not tax advice.',
    csvColumns: [
      'Date',
      'Type',
      'Description',
      'Invoice number',
      'Order',
      'Transaction',
      'Price per gram (Rs)',
      'Paid (Rs)',
      'GST (Rs)',
      'Gold (g)',
      'Ants',
    ],
    csvOpening: 'Opening balance',
    csvClosing: 'Closing balance',
    csvTotal: (what: string) => `Total: ${what}`,
  },
};

/** The papers' refusals (translated; decision 013). */
export type PapersErrors = Pick<
  typeof papersMessages,
  'certificateNotFound' | 'noSuchYear' | 'noRecordsInYear'
>;

/** The papers' PDF and CSV labels (translated; printed beside the English in te/hi). */
export type PapersPdfMessages = Pick<
  typeof papersMessages,
  'lineKinds' | 'page' | 'lotKinds' | 'certificate' | 'statement'
>;
