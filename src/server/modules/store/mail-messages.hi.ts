import type { Translation } from '../../i18n/catalogue';
import type { storeMessages } from './messages';

/** The store's mails in Hindi (docs/glossary.md). */
export const storeMailHi: Translation<typeof storeMessages.mail> = {
  stateSubject: (orderId, state) => `ऑर्डर ${orderId}: ${state}`,
  stateNow: (orderId, orderlist, state) =>
    `आपका ऑर्डर ${orderId} (${orderlist}) अब इस स्थिति में है: ${state}।`,
  tracking: (courier, trackingNumber) => `कूरियर: ${courier}। ट्रैकिंग नंबर: ${trackingNumber}।`,
  utrReceived: (utr) =>
    `हमें आपकी UPI ट्रांज़ैक्शन ID ${utr} मिल गई है। इसकी जाँच के बाद हम आपके भुगतान की पुष्टि करेंगे।`,
  collect: (address) =>
    `इसे हमारे स्टोर से लें: ${address}। एक फ़ोटो ID साथ लाएँ (पासपोर्ट, पैन कार्ड, ड्राइविंग लाइसेंस, वोटर ID या आधार कार्ड)।`,
  viewOrder: 'अपना ऑर्डर देखें',
  stateOutro: 'अगर कुछ ग़लत लगे तो इस मेल का जवाब दें या हमसे संपर्क करें।',
  receiptSubject: (amount, orderlist) => `भुगतान मिला: ${orderlist} के लिए ${amount}`,
  received: (amount, orderlist, transactionId, invoiceNo) =>
    `हमें ${orderlist} के लिए आपका ${amount} का भुगतान मिल गया है (लेन-देन ${transactionId})। आपका कर इनवॉइस ${invoiceNo} है।`,
  pickupNext: (address) =>
    `आपका नगेट हमारे हैदराबाद स्टोर से लिया जा सकता है: ${address}। तैयार होने पर हम आपको मेल करेंगे।`,
  deliveryNext: (days) => `आपका ऑर्डर शिप होने पर हम आपको मेल करेंगे। डिलीवरी में ${days} दिन लगते हैं।`,
  cashback: (ants) => `${ants} एंट्स का कैशबैक आपके खाते में जमा हो गया है।`,
  viewInvoice: 'इनवॉइस देखें',
  keep: 'यह मेल अपने रिकॉर्ड के लिए रखें।',
};
