import type { Translation } from '../../i18n/catalogue';
import type { walletMessages } from './messages';

export const walletMessagesHi: Translation<typeof walletMessages.en> = {
  insufficientAnts: 'इस ख़रीद के लिए पर्याप्त एंट्स नहीं हैं।',
  insufficientGold: 'यह ख़रीद करने के लिए पर्याप्त सोना (ग्राम) नहीं है।',
  insufficientBalance: 'इस लेन-देन के लिए पर्याप्त बैलेंस नहीं है।',
  balanceCap: 'इससे बैलेंस अपनी सीमा से ऊपर चला जाएगा।',
  reusedKey: 'यह अनुरोध पहले ही किसी दूसरे लेन-देन के लिए इस्तेमाल हो चुका है।',
  vaultFull:
    'आपके वॉल्ट में {limit} ग्रा तक डिजिटल गोल्ड रह सकता है। जगह बनाने के लिए कुछ सोना गोल्ड स्मिथ पर सिक्के में बदलें।',
};
