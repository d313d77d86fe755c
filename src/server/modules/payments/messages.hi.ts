import type { Translation } from '../../i18n/catalogue';
import type { paymentMessages } from './messages';

export const paymentMessagesHi: Translation<typeof paymentMessages.en> = {
  gatewayUnavailable:
    'हम पेमेंट गेटवे तक नहीं पहुँच सके, और आपसे कोई पैसा नहीं लिया गया। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  amountTooSmall: 'भुगतान की रक़म कम से कम ₹1.00 होनी चाहिए।',
  invalidCallback: 'कॉलबैक का हस्ताक्षर मान्य नहीं है।',
  invalidCallbackBody: 'यह कॉलबैक PhonePe का कॉलबैक नहीं है।',
  notFound: 'भुगतान नहीं मिला।',
  refundPending: 'यह भुगतान अभी पूरा नहीं हुआ है, इसलिए इसका रिफ़ंड नहीं हो सकता।',
  refundAmount: 'रिफ़ंड ₹1.00 और भुगतान की गई रक़म के बीच होना चाहिए।',
  refundOnlyMismatch:
    'यहाँ से सिर्फ़ उसी भुगतान का रिफ़ंड होता है जो माँगी गई रक़म से अलग रक़म पर हुआ हो (AMOUNT_MISMATCH)।',
};
