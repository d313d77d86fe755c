/**
 * The invoice page in Hindi (tsc checks every English key: ./messages.ts). A tax document: its
 * labels carry the English beside the Hindi (decisions.md: Language and formats); GSTIN, HSN,
 * CGST, SGST and IGST stay as the law writes them.
 */
export default {
  title: 'कर इनवॉइस / Tax Invoice',
  invoiceNo: 'इनवॉइस नं. / Invoice no.',
  invoiceDate: 'इनवॉइस तारीख़ / Invoice date',
  transactionId: 'लेन-देन ID / Transaction ID',
  orderId: 'ऑर्डर ID / Order ID',
  paymentStatus: 'भुगतान / Payment',
  placeOfSupply: 'आपूर्ति का स्थान / Place of supply',
  seller: 'विक्रेता / Sold by',
  buyer: 'ख़रीदार / Billed to',
  gstin: 'GSTIN',
  itemsLabel: 'सामान',
  description: 'विवरण / Description',
  hsn: 'HSN',
  quantity: 'मात्रा / Qty',
  rate: 'दर / Rate',
  ratePerGram: '{rate}/ग्रा',
  taxable: 'कर योग्य मूल्य / Taxable value',
  cgst: 'CGST {rate}',
  sgst: 'SGST {rate}',
  igst: 'IGST {rate}',
  total: 'कुल / Total',
  inWords: 'रक़म शब्दों में / Amount in words',
  delivery: 'डिलीवरी / Delivery',
  print: 'प्रिंट',
  pdf: 'PDF डाउनलोड',
  loading: 'इनवॉइस लोड हो रहा है…',
  notFound: 'वह इनवॉइस हमें नहीं मिला।',
  error: 'इनवॉइस लोड नहीं हो पाया। कृपया फिर से कोशिश करें।',
  footer:
    'यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं। / This is a computer-generated invoice and needs no signature.',
  back: 'भुगतान इतिहास',
};
