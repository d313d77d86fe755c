import type { Translation } from '../../i18n/catalogue';
import type { GOAL_MESSAGES } from './messages';

export const GOAL_MESSAGES_HI: Translation<Omit<typeof GOAL_MESSAGES, 'mail'>> = {
  notACoin:
    'लक्ष्य वही सिक्का हो सकता है जो गोल्ड स्मिथ बनाता है (0.200 ग्रा, 0.500 ग्रा या 1 ग्रा)। कृपया दिखाए गए सिक्कों में से एक चुनें।',
  noGoal: 'हटाने के लिए आपका कोई लक्ष्य नहीं है।',
};
