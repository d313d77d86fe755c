import type { Translation } from '../../i18n/catalogue';
import type { GOAL_MESSAGES } from './messages';

/** The goal-reached mail in Hindi (docs/glossary.md). */
export const goalMailHi: Translation<typeof GOAL_MESSAGES.mail> = {
  subject: (grams) => `आपका ${grams} ग्राम का सिक्का अब बन सकता है`,
  reached: (held, title) =>
    `आपने ${held} ग्राम सोना बचा लिया है: यह आपके लक्ष्य, ${title}, के लिए काफ़ी है।`,
  cost: (days) =>
    `गोल्ड स्मिथ इसे आपके बचाए हुए सोने से बनाता है: न पैसे, न मेकिंग चार्ज, न शिपिंग चार्ज। यह ${days} दिनों में आपके पते पर पहुँचता है।`,
  action: 'मेरा सिक्का बनाएँ',
  outro: 'जब तक आप सिक्का बनवाना न चुनें, आपका सोना आपके वॉल्ट में ही रहता है।',
};
