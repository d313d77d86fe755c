/** The referral share card in Hindi (tsc checks every English key is here). */
export default {
  yourCode: 'आपका रेफ़रल कोड',
  share: 'शेयर करें',
  shareWhatsApp: 'WhatsApp पर शेयर करें',
  copyLink: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया',
  copyFailed: 'कॉपी नहीं हो सका। लिंक को दबाकर रखें और कॉपी करें।',
  shareText: 'मैं {brand} पर सिर्फ़ ₹10 से 24K सोना बचाता हूँ। मेरे रेफ़रल कोड {code} से जुड़ें: {url}',
  shareTitle: '{brand} पर मेरे साथ जुड़ें',
  signupLink: 'साइन अप लिंक',
  referralsLink: 'आपके रेफ़रल और एंट्स स्टेटमेंट',
};
