import type { Translation } from '../../i18n/catalogue';
import type { invoiceMessages } from './messages';

/** The invoice PDF's labels in Hindi (printed beside the English; docs/glossary.md). */
export const invoicePdfHi: Translation<typeof invoiceMessages.en.pdf> = {
  title: (invoiceNo) => `कर इनवॉइस ${invoiceNo}`,
  heading: 'कर इनवॉइस',
  seller: (gstin, state, stateCode) => `GSTIN: ${gstin}  राज्य: ${state} (${stateCode})`,
  invoiceNo: (invoiceNo) => `इनवॉइस नं: ${invoiceNo}`,
  date: (date) => `    तारीख़: ${date}`,
  ids: (transactionId, orderId, status) =>
    `लेन-देन: ${transactionId}    ऑर्डर: ${orderId}    भुगतान: ${status}`,
  placeOfSupply: (place) => `आपूर्ति का स्थान: ${place}`,
  billedTo: 'बिल पाने वाला',
  columns: ['विवरण', 'HSN', 'मात्रा', 'कर योग्य मूल्य'],
  atRate: (description, rate) => `${description} @ ${rate}/ग्रा`,
  taxableValue: 'कर योग्य मूल्य',
  igst: (rate) => `IGST ${rate}`,
  cgst: (rate) => `CGST ${rate}`,
  sgst: (rate) => `SGST ${rate}`,
  total: 'कुल',
  inWords: (words) => `रक़म शब्दों में: ${words}`,
  footer: 'यह कंप्यूटर से बना इनवॉइस है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  labels: {
    heading: 'कर इनवॉइस',
    invoiceNo: 'इनवॉइस नं',
    date: 'तारीख़',
    transaction: 'लेन-देन',
    order: 'ऑर्डर',
    payment: 'भुगतान',
    placeOfSupply: 'आपूर्ति का स्थान',
    amountInWords: 'रक़म शब्दों में',
  },
};
