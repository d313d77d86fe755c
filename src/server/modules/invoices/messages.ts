/** The invoice's words: the API's refusals, item descriptions, notes and the PDF's labels. */
export const invoiceMessages = {
  en: {
    noInvoiceYet: 'This order has no invoice yet.',
    digitalGoldItem: '24K digital gold, 99.9% pure, held in your name',
    chargesItem:
      'Making, vault storage and platform charges (part of the value of the gold supplied)',
    pickupNote: (address: string) =>
      `In-store pickup only: collect your order at ${address}. Bring one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card) and this invoice. Nuggets are not shipped.`,
    digitalGoldNote: (targetGrams: string, days: string) =>
      `Digital gold is not shipped: it is stored in insured vaults in your name. Convert it to coins at the Gold Smith; coins are delivered to your address once you hold ${targetGrams} g. Deliveries take ${days} days and need one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).`,
    deliveryNote: (days: string) =>
      `Deliveries take ${days} days. The recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card). Report damage within 24 hours of delivery.`,
    pdf: {
      title: (invoiceNo: string) => `Tax invoice ${invoiceNo}`,
      heading: 'TAX INVOICE',
      seller: (gstin: string, state: string, stateCode: string) =>
        `GSTIN: ${gstin}  State: ${state} (${stateCode})`,
      invoiceNo: (invoiceNo: string) => `Invoice no: ${invoiceNo}`,
      date: (date: string) => `    Date: ${date}`,
      ids: (transactionId: string, orderId: string, status: string) =>
        `Transaction: ${transactionId}    Order: ${orderId}    Payment: ${status}`,
      placeOfSupply: (place: string) => `Place of supply: ${place}`,
      billedTo: 'Billed to',
      columns: ['Description', 'HSN', 'Quantity', 'Taxable value'],
      atRate: (description: string, rate: string) => `${description} @ ${rate}/g`,
      taxableValue: 'Taxable value',
      igst: (rate: string) => `IGST ${rate}`,
      cgst: (rate: string) => `CGST ${rate}`,
      sgst: (rate: string) => `SGST ${rate}`,
      total: 'Total',
      inWords: (words: string) => `Amount in words: ${words}`,
      footer: 'This is a computer-generated invoice and needs no signature.',
      /** the labels a bilingual invoice puts beside the user's language (decision 013) */
      labels: {
        heading: 'Tax Invoice',
        invoiceNo: 'Invoice no',
        date: 'Date',
        transaction: 'Transaction',
        order: 'Order',
        payment: 'Payment',
        placeOfSupply: 'Place of supply',
        amountInWords: 'Amount in words',
      },
    },
  },
};
