import type { Translation } from '../../i18n/catalogue';
import type { DELIVERY_NOTE_MESSAGES } from './messages';

/** The delivery note in Hindi (printed beside the English; docs/glossary.md). */
export const deliveryNoteHi: Translation<typeof DELIVERY_NOTE_MESSAGES> = {
  title: (orderId) => `डिलीवरी नोट ${orderId}`,
  heading: 'डिलीवरी नोट',
  notInvoice: 'यह कर इनवॉइस नहीं है',
  gstin: (gstin) => `GSTIN: ${gstin}`,
  order: (orderId) => `ऑर्डर: ${orderId}`,
  date: (date) => `    तारीख़: ${date}`,
  type: (shortName, status) => `प्रकार: ${shortName}    स्थिति: ${status}`,
  deliverTo: 'किसे पहुँचाना है',
  goods: 'सामान',
  goodsLine: (quantity, title, grams) =>
    `${quantity} x ${title}, 24K सोना, ${grams} ग्रा (HSN 7108)`,
  paidWithAnts: (ants) =>
    `${ants} एंट्स से भुगतान (रेफ़रल पॉइंट्स, 1 एंट = Rs 1)। इस ऑर्डर के लिए कोई पैसा नहीं लिया गया।`,
  madeFromGold: (grams) =>
    `ग्राहक के बचाए ${grams} ग्रा डिजिटल गोल्ड से बना, जिसका इनवॉइस उसे ख़रीदते समय दिया गया था। इस बदलाव के लिए कोई पैसा नहीं लिया गया।`,
  delivery: (days) =>
    `डिलीवरी में ${days} दिन लगते हैं। लेने वाले को एक फ़ोटो ID दिखानी होगी (पासपोर्ट, पैन कार्ड, ड्राइविंग लाइसेंस, वोटर ID या आधार कार्ड)। नुकसान हो तो डिलीवरी के 24 घंटे के भीतर बताएँ।`,
  received: 'ऊपर लिखा सामान अच्छी हालत में मिला।',
  signature: 'लेने वाले के हस्ताक्षर: ______________________    तारीख़: ____________',
  footer: 'यह कंप्यूटर से बना दस्तावेज़ है।',
};
