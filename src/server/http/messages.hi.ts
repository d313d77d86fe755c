import type { Translation } from '../i18n/catalogue';
import type { httpMessages } from './messages';

export const httpMessagesHi: Translation<typeof httpMessages.en> = {
  signInRequired: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  notFound: 'नहीं मिला',
  noSuchMail: 'ऐसा कोई मेल नहीं है',
  crossSite: 'दूसरी साइट से आया अनुरोध अस्वीकार किया गया',
  invalidValue: 'मान सही नहीं है',
  invalidRequest: 'अनुरोध सही नहीं है',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध आए। कृपया एक मिनट रुककर फिर कोशिश करें।',
  tooLarge: 'यह अनुरोध बहुत बड़ा है। कृपया जो लिखा है उसे छोटा करके फिर कोशिश करें।',
  internal: 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
};
