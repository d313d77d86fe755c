import type { Translation } from '../../i18n/catalogue';
import type { REFERRAL_MESSAGES } from './messages';

export const REFERRAL_MESSAGES_HI: Translation<typeof REFERRAL_MESSAGES> = {
  coinNotOnSale: 'यह सिक्का बिक्री में नहीं है। कृपया दिखाए गए सिक्कों में से एक चुनें।',
  priceStale: 'सोने का भाव अपडेट हो रहा है। कृपया एक मिनट बाद फिर कोशिश करें।',
  orderNotFound: 'वह ऑर्डर हमें नहीं मिला।',
  priceMoved: (ants) =>
    `सोने का भाव बदल गया: यह सिक्का अब ${ants} एंट्स का है। कृपया भाव देखकर फिर से पक्का करें।`,
  sameKeyOtherCoin: 'यह अनुरोध पहले ही किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुका है।',
};
