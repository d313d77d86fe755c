/**
 * The invoice page in Telugu (tsc checks every English key: ./messages.ts). A tax document: its
 * labels carry the English beside the Telugu (decisions.md: Language and formats); GSTIN, HSN,
 * CGST, SGST and IGST stay as the law writes them.
 */
export default {
  title: 'పన్ను ఇన్‌వాయిస్ / Tax Invoice',
  invoiceNo: 'ఇన్‌వాయిస్ నం. / Invoice no.',
  invoiceDate: 'ఇన్‌వాయిస్ తేదీ / Invoice date',
  transactionId: 'లావాదేవీ ID / Transaction ID',
  orderId: 'ఆర్డర్ ID / Order ID',
  paymentStatus: 'చెల్లింపు / Payment',
  placeOfSupply: 'సరఫరా స్థలం / Place of supply',
  seller: 'అమ్మినవారు / Sold by',
  buyer: 'కొన్నవారు / Billed to',
  gstin: 'GSTIN',
  itemsLabel: 'వస్తువులు',
  description: 'వివరణ / Description',
  hsn: 'HSN',
  quantity: 'పరిమాణం / Qty',
  rate: 'ధర / Rate',
  ratePerGram: '{rate}/గ్రా',
  taxable: 'పన్ను విధించదగిన విలువ / Taxable value',
  cgst: 'CGST {rate}',
  sgst: 'SGST {rate}',
  igst: 'IGST {rate}',
  total: 'మొత్తం / Total',
  inWords: 'అక్షరాల్లో మొత్తం / Amount in words',
  delivery: 'డెలివరీ / Delivery',
  print: 'ప్రింట్',
  pdf: 'PDF డౌన్‌లోడ్',
  loading: 'ఇన్‌వాయిస్ లోడ్ అవుతోంది…',
  notFound: 'ఆ ఇన్‌వాయిస్ మాకు దొరకలేదు.',
  error: 'ఇన్‌వాయిస్ లోడ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  footer:
    'ఇది కంప్యూటర్ ద్వారా తయారైన ఇన్‌వాయిస్, సంతకం అవసరం లేదు. / This is a computer-generated invoice and needs no signature.',
  back: 'చెల్లింపుల చరిత్ర',
};
