import type { Translation } from '../../i18n/catalogue';
import type { reserveMessages } from './messages';

export const reserveMessagesHi: Translation<typeof reserveMessages.en> = {
  purchasesStopped:
    'नई ख़रीद रोकी गई है: बचत करने वालों के हर ग्राम को पूरा करने के लिए हमारे पास रखा सोना बढ़ाया जा रहा है। आपका सोना, ऑर्डर और इतिहास सुरक्षित और बिना बदलाव के हैं। आज के आँकड़ों के लिए भंडार पेज देखें।',
  serialTaken: 'इस सीरियल या HUID की एक चीज़ रजिस्टर में पहले से है।',
  itemNotFound: 'यह चीज़ रजिस्टर में नहीं है।',
  alreadyMovedOut: 'यह चीज़ पहले ही भंडार से बाहर ले जाई जा चुकी है।',
  nothingToCorrect: 'सुधारने के लिए कम से कम एक फ़ील्ड बदलें।',
  documentNotFound: 'यह दस्तावेज़ मौजूद नहीं है।',
  documentType: 'कृपया प्रमाणपत्र PDF फ़ाइल के रूप में अपलोड करें।',
  documentMissing: 'अपलोड करने के लिए कृपया एक PDF फ़ाइल चुनें।',
  documentTooLarge: (size) => `प्रमाणपत्र ज़्यादा से ज़्यादा ${size} का हो सकता है।`,
  notStopped: 'ख़रीद चल रही है: फिर से शुरू करने को कुछ नहीं है।',
  stillShort:
    'सबसे नया स्नैपशॉट बकाया को पूरा नहीं करता। सोना रजिस्टर में जोड़ें, स्नैपशॉट लें, फिर दोबारा शुरू करें।',
  noSnapshot: 'अभी कोई स्नैपशॉट नहीं है: पहले एक लें।',
  noProof:
    'सबसे नए स्नैपशॉट के समय आपके पास कोई डिजिटल गोल्ड नहीं था, इसलिए जाँचने के लिए अभी कोई सबूत नहीं है।',
};
