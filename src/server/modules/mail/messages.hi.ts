import type { Translation } from '../../i18n/catalogue';
import type { mailFrameMessages } from './messages';

/** The mail frame in Hindi (docs/glossary.md). */
export const mailFrameMessagesHi: Translation<typeof mailFrameMessages> = {
  greeting: (firstName) => `नमस्ते ${firstName} जी,`,
  greetingNoName: 'नमस्ते,',
  signOff: (brand) => `टीम ${brand}`,
  copyLink: 'अगर बटन काम न करे, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
  business: (name, address) => `${name}, ${address}.`,
  gstin: (gstin) => `GSTIN ${gstin}.`,
  questions: (email) => `कोई सवाल? ${email} पर लिखें।`,
  grievance: (officer, email) =>
    `किसी सवाल या शिकायत के लिए हमारे शिकायत अधिकारी ${officer} को ${email} पर लिखें।`,
  why: {
    account: (brand) => `यह मेल आपको इसलिए मिला क्योंकि आपका ${brand} खाता है।`,
    signUp: (brand) => `यह मेल आपको इसलिए मिला क्योंकि किसी ने इस पते से ${brand} खाता माँगा।`,
    order: (brand) => `यह मेल ${brand} पर आपके ऑर्डर के बारे में है।`,
    plan: (brand) => `यह मेल ${brand} पर आपके गोल्ड प्लान के बारे में है।`,
    goal: (brand) => `यह मेल आपको इसलिए मिला क्योंकि आपने ${brand} पर बचत का लक्ष्य रखा है।`,
  },
};
