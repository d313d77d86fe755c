import type { Translation } from '../../i18n/catalogue';
import type { planMessages } from './messages';

export const planMessagesHi: Translation<Omit<typeof planMessages.en, 'mail'>> = {
  created: 'प्लान सफलतापूर्वक बन गया। आगे बढ़ने के लिए अपनी UPI ID सत्यापित करें।',
  notPreset: (amounts) => `कृपया प्लान की रक़मों में से एक चुनें: ${amounts}।`,
  notFound: 'वह प्लान हमें नहीं मिला।',
  setupModeOff: 'प्लान मंज़ूर करने का यह तरीक़ा अभी उपलब्ध नहीं है। कृपया इसकी जगह अपने UPI ऐप में अनुरोध खोलें।',
  upiNotFound: 'यह UPI ID मौजूद नहीं है। कृपया इसे जाँचकर फिर कोशिश करें।',
  notAwaitingAuth: 'यह प्लान UPI ऑटोपे मंज़ूरी का इंतज़ार नहीं कर रहा।',
  gatewayUnavailable: 'कृपया अपना पेमेंट गेटवे जाँचें।',
  authSent: 'UPI अनुरोध सफलतापूर्वक भेजा गया। आगे के निर्देशों के लिए कृपया अपना UPI ऐप देखें।',
  cannotCancel: 'यह प्लान पहले ही ख़त्म हो चुका है।',
  cancelled: (until) =>
    `आपका प्लान रद्द हो गया है। आगे कोई डेबिट नहीं होगा; भुगतान की गई अवधि ${until} तक चलेगी।`,
  nothingToSkip: 'छोड़ने के लिए कोई आने वाला डेबिट नहीं है।',
  skipped: 'अगला डेबिट छोड़ दिया गया है। उसके लिए कोई पैसा नहीं लिया जाएगा।',
  cannotResume: 'यहाँ सिर्फ़ वही प्लान फिर शुरू हो सकता है जो असफल डेबिट के बाद रुका हो।',
  resumed: 'आपका प्लान अपनी अगली तारीख़ से फिर चल रहा है।',
  reasonFailures: 'लगातार तीन डेबिट न होने पर रोका गया।',
  reasonUpiPaused: 'आपके UPI ऐप में रोका गया।',
  reasonRevoked: 'आपके UPI ऐप में मैंडेट रद्द किया गया।',
  reasonDeclined: 'UPI ऑटोपे अनुरोध अस्वीकार हुआ।',
  reasonExpired: 'UPI ऑटोपे अनुरोध समय पर मंज़ूर नहीं हुआ।',
  reasonMandateOver: 'मैंडेट ख़त्म हो गया है।',
  reasonCancelled: 'आपने रद्द किया।',
  reasonCancelledAtGateway: 'पेमेंट गेटवे पर मैंडेट रद्द हुआ।',
  reasonVaultFull:
    'रोका गया: आपका वॉल्ट भर गया है। कुछ सोना गोल्ड स्मिथ पर सिक्के में बदलें, प्लान अपने आप आगे चलेगा।',
  reasonNotStarted: 'शुरू नहीं हुआ: UPI ऑटोपे अनुरोध एक दिन में मंज़ूर नहीं हुआ।',
  priceUnavailable: 'सोने का भाव अपडेट हो रहा है। कृपया एक मिनट बाद फिर कोशिश करें।',
  beingCreated: 'आपका प्लान बन रहा है। कृपया थोड़ा रुकें।',
};
