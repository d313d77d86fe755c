import type { Translation } from '../../i18n/catalogue';
import type { invoiceMessages } from './messages';

/** The invoice PDF's labels in Telugu (printed beside the English; docs/glossary.md). */
export const invoicePdfTe: Translation<typeof invoiceMessages.en.pdf> = {
  title: (invoiceNo) => `పన్ను ఇన్‌వాయిస్ ${invoiceNo}`,
  heading: 'పన్ను ఇన్‌వాయిస్',
  seller: (gstin, state, stateCode) => `GSTIN: ${gstin}  రాష్ట్రం: ${state} (${stateCode})`,
  invoiceNo: (invoiceNo) => `ఇన్‌వాయిస్ నం: ${invoiceNo}`,
  date: (date) => `    తేదీ: ${date}`,
  ids: (transactionId, orderId, status) =>
    `లావాదేవీ: ${transactionId}    ఆర్డర్: ${orderId}    చెల్లింపు: ${status}`,
  placeOfSupply: (place) => `సరఫరా స్థలం: ${place}`,
  billedTo: 'బిల్లు పొందేవారు',
  columns: ['వివరణ', 'HSN', 'పరిమాణం', 'పన్ను విధించదగిన విలువ'],
  atRate: (description, rate) => `${description} @ ${rate}/గ్రా`,
  taxableValue: 'పన్ను విధించదగిన విలువ',
  igst: (rate) => `IGST ${rate}`,
  cgst: (rate) => `CGST ${rate}`,
  sgst: (rate) => `SGST ${rate}`,
  total: 'మొత్తం',
  inWords: (words) => `అక్షరాల్లో మొత్తం: ${words}`,
  footer: 'ఇది కంప్యూటర్ ద్వారా తయారైన ఇన్‌వాయిస్, దీనికి సంతకం అవసరం లేదు.',
  labels: {
    heading: 'పన్ను ఇన్‌వాయిస్',
    invoiceNo: 'ఇన్‌వాయిస్ నం',
    date: 'తేదీ',
    transaction: 'లావాదేవీ',
    order: 'ఆర్డర్',
    payment: 'చెల్లింపు',
    placeOfSupply: 'సరఫరా స్థలం',
    amountInWords: 'అక్షరాల్లో మొత్తం',
  },
};
