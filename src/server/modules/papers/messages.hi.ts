import type { Translation } from '../../i18n/catalogue';
import type { PapersErrors } from './messages';

export const papersErrorsHi: Translation<PapersErrors> = {
  certificateNotFound: 'आपके बचाए सोने से बना इस id का कोई सिक्का हमें नहीं मिला।',
  noSuchYear: 'यह वित्त वर्ष नहीं है। 2026-27 जैसा कोई चुनें।',
  noRecordsInYear: (year) =>
    `वित्त वर्ष ${year} में आपका कोई रिकॉर्ड नहीं है, इसलिए उसका कोई स्टेटमेंट नहीं है।`,
};
