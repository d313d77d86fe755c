import type { Translation } from '../../i18n/catalogue';
import type { catalogueMessages } from './messages';

export const catalogueMessagesHi: Translation<typeof catalogueMessages.en> = {
  productUnavailable: 'यह प्रोडक्ट उपलब्ध नहीं है।',
  operatorOnlyInactive: 'निष्क्रिय प्रोडक्ट सिर्फ़ ऑपरेटर देख सकता है।',
  skuTaken: 'इस SKU का एक प्रोडक्ट पहले से मौजूद है।',
  convertibleCoinOnly: 'रेफ़रल स्टोर में सिर्फ़ गोल्ड कॉइन बिक सकता है और गोल्ड स्मिथ पर सिर्फ़ वही बन सकता है।',
  imageType: 'कृपया JPEG, PNG या WebP तस्वीर अपलोड करें।',
  imageUnreadable: 'यह तस्वीर पढ़ी नहीं जा सकी। कृपया कोई दूसरी आज़माएँ।',
  imageMissing: 'अपलोड करने के लिए कृपया एक तस्वीर चुनें।',
  imageTooLarge: (size) => `तस्वीर ज़्यादा से ज़्यादा ${size} की हो सकती है।`,
};
