import type { CONSOLE_MESSAGES } from './console-messages';
import type { QUICK_BUY_MESSAGES } from './digital-gold';
import type { MESSAGES } from './fields';
import type { STORE_MESSAGES } from './store';
import type { VALIDATION_MESSAGES } from './validation-messages';

// The shared form checks' sentences in Hindi (decision 013; docs/glossary.md).

export const VALIDATION_MESSAGES_HI: {
  [K in keyof typeof VALIDATION_MESSAGES]: (typeof VALIDATION_MESSAGES)[K] extends string
    ? string
    : (n: number) => string;
} = {
  required: 'कृपया यह फ़ील्ड भरें।',
  invalid: 'कृपया यह मान जाँचें।',
  wrongType: 'कृपया सही मान दर्ज करें।',
  tooShort: (min) => `कृपया कम से कम ${min} अक्षर दर्ज करें।`,
  tooLong: (max) => `कृपया ज़्यादा से ज़्यादा ${max} अक्षर दर्ज करें।`,
  atLeast: (min) => `कृपया ${min} या उससे ज़्यादा दर्ज करें।`,
  moreThan: (min) => `कृपया ${min} से ज़्यादा दर्ज करें।`,
  atMost: (max) => `कृपया ${max} या उससे कम दर्ज करें।`,
  lessThan: (max) => `कृपया ${max} से कम दर्ज करें।`,
  chooseAtLeast: (min) => `कृपया कम से कम ${min} चुनें।`,
  chooseAtMost: (max) => `कृपया ज़्यादा से ज़्यादा ${max} चुनें।`,
  wholeNumber: 'कृपया पूरी संख्या दर्ज करें।',
  multipleOf: (n) => `कृपया ${n} का गुणज दर्ज करें।`,
  email: 'कृपया सही ईमेल पता दर्ज करें',
  date: 'कृपया सही तारीख़ दर्ज करें।',
  format: 'कृपया इस फ़ील्ड का फ़ॉर्मैट जाँचें।',
  choose: 'कृपया दिए गए विकल्पों में से एक चुनें।',
  unknownField:
    'इस फ़ॉर्म ने एक ऐसी फ़ील्ड भेजी जो उसे नहीं भेजनी चाहिए थी। कृपया पेज दोबारा लोड करके फिर कोशिश करें।',
};

export const FIELD_MESSAGES_HI: { [K in keyof typeof MESSAGES]: string } = {
  firstNameRequired: 'पहला नाम ज़रूरी है',
  firstNameLetters: 'पहले नाम में सिर्फ़ अंग्रेज़ी अक्षर होने चाहिए',
  firstNameTooLong: 'पहला नाम 50 अक्षरों से ज़्यादा नहीं हो सकता',
  lastNameRequired: 'उपनाम ज़रूरी है',
  lastNameLetters: 'उपनाम में सिर्फ़ अंग्रेज़ी अक्षर होने चाहिए',
  lastNameTooLong: 'उपनाम 50 अक्षरों से ज़्यादा नहीं हो सकता',
  emailRequired: 'ईमेल ज़रूरी है',
  emailInvalid: 'कृपया सही ईमेल पता दर्ज करें',
  emailMixedScripts:
    'कृपया अपना ईमेल पता एक ही लिपि में लिखें: इसमें अलग-अलग लिपियों के अक्षर मिले हुए हैं (जैसे लैटिन अक्षरों के बीच एक सिरिलिक а)।',
  phoneRequired: 'फ़ोन नंबर ज़रूरी है',
  phoneInvalid: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए',
  passwordRequired: 'पासवर्ड ज़रूरी है',
  passwordRule:
    'पासवर्ड कम से कम 8 अक्षरों का हो और उसमें कम से कम एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक विशेष चिह्न हो',
  passwordTooLong: 'पासवर्ड 128 अक्षरों से ज़्यादा नहीं हो सकता',
  addressRequired: 'पता ज़रूरी है',
  addressTooLong: 'पता 500 अक्षरों से ज़्यादा नहीं हो सकता',
  addressPinUnknown: 'इस पते का पिन कोड मौजूद नहीं है। कृपया इसके 6 अंक जाँचें।',
  referralCode: "रेफ़रल कोड में '@' होना चाहिए और वह 3 से 50 अक्षरों का होना चाहिए",
  loginRequired: 'ईमेल या फ़ोन नंबर ज़रूरी है',
  sexInvalid: 'कृपया पुरुष या महिला चुनें',
  controlCharacters: 'कृपया इस फ़ील्ड से छिपे हुए कंट्रोल अक्षर हटाएँ',
  nameRequired: 'नाम ज़रूरी है',
  nameTooLong: 'नाम 100 अक्षरों से ज़्यादा नहीं हो सकता',
  messageRequired: 'संदेश ज़रूरी है',
  messageTooLong: 'संदेश 2000 अक्षरों से ज़्यादा नहीं हो सकता',
  upiRequired: 'UPI ID ज़रूरी है',
  upiInvalid: 'कृपया name@bank जैसी सही UPI ID दर्ज करें।',
};

export const STORE_MESSAGES_HI: {
  [K in keyof typeof STORE_MESSAGES]: (typeof STORE_MESSAGES)[K] extends string
    ? string
    : (max: number) => string;
} = {
  quantity: (max) => `कृपया 1 से ${max} के बीच मात्रा चुनें।`,
  quantityWhole: 'कृपया मात्रा पूरी संख्या में चुनें।',
  streetRequired: 'गली का पता ज़रूरी है',
  streetTooLong: 'गली का पता 200 अक्षरों से ज़्यादा नहीं हो सकता',
  cityRequired: 'शहर ज़रूरी है',
  cityInvalid: 'शहर के नाम में सिर्फ़ अंग्रेज़ी अक्षर और खाली जगह हो सकती है',
  pinInvalid: 'कृपया सही 6 अंकों का पिन कोड दर्ज करें',
  panInvalid: 'कृपया सही पैन दर्ज करें (फ़ॉर्मैट AAAAA9999A)',
  utrInvalid: 'कृपया 12 अंकों की UPI ट्रांज़ैक्शन ID (UTR) दर्ज करें',
  courierRequired: 'कृपया पार्सल ले जाने वाले कूरियर का नाम दर्ज करें।',
  trackingRequired: 'कृपया कूरियर का ट्रैकिंग नंबर दर्ज करें।',
};

export const QUICK_BUY_MESSAGES_HI: { [K in keyof typeof QUICK_BUY_MESSAGES]: string } = {
  range: 'कृपया {min} से {max} के बीच की रक़म दर्ज करें',
};

export const CONSOLE_MESSAGES_HI: { [K in keyof typeof CONSOLE_MESSAGES]: string } = {
  reasonRequired: 'कृपया कारण लिखें',
  reasonTooLong: 'कृपया कारण 300 अक्षरों से कम में लिखें',
  noteTooLong: 'कृपया नोट 500 अक्षरों से कम में लिखें',
  month: 'महीना चुनें (YYYY-MM)',
  date: 'तारीख़ें YYYY-MM-DD रूप में हों',
  titleRequired: 'नाम ज़रूरी है',
  titleTooLong: 'नाम: ज़्यादा से ज़्यादा 120 अक्षर',
  sku: 'SKU: 2 से 40 अंग्रेज़ी अक्षर, अंक या डैश',
  catalogueRequired: 'कैटलॉग ज़रूरी है',
  catalogueTooLong: 'कैटलॉग: ज़्यादा से ज़्यादा 60 अक्षर',
  descriptionTooLong: 'विवरण: ज़्यादा से ज़्यादा 2000 अक्षर',
  hsnCode: 'HSN कोड: 4 से 8 अंक',
  purityRequired: 'शुद्धता ज़रूरी है',
  purityTooLong: 'शुद्धता: ज़्यादा से ज़्यादा 40 अक्षर',
  productWeight: 'वज़न 0.001 ग्रा से 10,000 ग्रा के बीच होना चाहिए',
  productMaking: 'मेकिंग चार्ज 0% से 100% के बीच, ज़्यादा से ज़्यादा 2 दशमलव तक होना चाहिए',
  productReferral: 'रेफ़रल कमीशन 0% से 100% के बीच, ज़्यादा से ज़्यादा 2 दशमलव तक होना चाहिए',
  reserveWeight: 'वज़न 0 ग्रा से ज़्यादा (ज़्यादा से ज़्यादा 100,000 ग्रा), मिलीग्राम तक होना चाहिए',
  reservePurity: 'शुद्धता 91.60% से 99.99% के बीच होनी चाहिए',
  serial: 'सीरियल या HUID: 4 से 40 अंग्रेज़ी अक्षर, अंक या डैश',
  locationRequired: 'कहाँ रखा है, यह लिखना ज़रूरी है',
  locationTooLong: 'कहाँ रखा है: ज़्यादा से ज़्यादा 120 अक्षर',
  priceRequired: 'प्रति ग्राम भाव पैसों में दर्ज करें',
  priceWhole: 'भाव पूरे पैसों में दर्ज करें',
  pricePositive: 'भाव शून्य से ज़्यादा होना चाहिए',
};
