import type { Translation } from '../../i18n/catalogue';
import type { priceMessages } from './messages';

export const priceMessagesHi: Translation<typeof priceMessages.en> = {
  unavailable: 'सोने का भाव अभी उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।',
  notPositive: 'सोने का भाव पैसे में एक धनात्मक रक़म होना चाहिए',
  outOfRange: (min, max) => `भाव ${min} और ${max} प्रति ग्राम के बीच होना चाहिए`,
  noFeed: 'कोई भाव फ़ीड सेट नहीं है (PRICE_SOURCE=manual): भाव हमेशा हाथ से डाला जाता है।',
  alreadyFeed: 'भाव पहले से फ़ीड से आ रहा है।',
  feedFailed:
    'भाव फ़ीड ने अभी काम का भाव नहीं दिया, इसलिए आपका डाला हुआ भाव ही रहेगा। कृपया एक मिनट बाद फिर कोशिश करें।',
};
