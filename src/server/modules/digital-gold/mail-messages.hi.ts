import type { Translation } from '../../i18n/catalogue';
import type { digitalGoldMessages } from './messages';

/** The receipt and the late refund's mails in Hindi (docs/glossary.md). */
export const digitalGoldMailHi: Translation<typeof digitalGoldMessages.en.mail> = {
  receiptSubject: (amount) => `भुगतान मिला: 24K सोने के लिए ${amount}`,
  received: (amount, transactionId) =>
    `हमें आपका ${amount} का भुगतान मिल गया है (लेन-देन ${transactionId})।`,
  lateCompleted:
    'हमारे ऑर्डर को असफल मानने के बाद आपके बैंक ने यह भुगतान पक्का किया, इसलिए हमने अब ऑर्डर आपको बताए गए भाव पर पूरा कर दिया है।',
  inVault: (grams, rate, invoiceNo) =>
    `${grams} ग्रा 24K सोना अब आपके वॉल्ट में है, ${rate}/ग्रा के भाव पर ख़रीदा गया। आपका कर इनवॉइस ${invoiceNo} है।`,
  viewInvoice: 'इनवॉइस देखें',
  keep: 'यह मेल अपने रिकॉर्ड के लिए रखें।',
  refundSubject: (amount) => `रिफ़ंड आ रहा है: ${amount}`,
  reachedLate: (amount, transactionId) =>
    `आपका ${amount} का भुगतान (लेन-देन ${transactionId}) ऑर्डर का समय ख़त्म होने के बाद हम तक पहुँचा।`,
  viewHistory: 'भुगतान इतिहास देखें',
  refundOutro: 'अगर 7 कामकाजी दिनों के बाद भी पैसा आप तक न पहुँचे, तो इस मेल का जवाब दें।',
};
