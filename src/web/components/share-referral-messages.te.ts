/** The referral share card in Telugu (tsc checks every English key is here). */
export default {
  yourCode: 'మీ రిఫరల్ కోడ్',
  share: 'షేర్ చేయండి',
  shareWhatsApp: 'WhatsAppలో షేర్ చేయండి',
  copyLink: 'లింక్ కాపీ చేయండి',
  copied: 'లింక్ కాపీ అయింది',
  copyFailed: 'కాపీ కాలేదు. లింక్‌ను కాసేపు నొక్కి పట్టి కాపీ చేయండి.',
  shareText: 'నేను {brand}లో ₹10 నుంచే 24K బంగారం పొదుపు చేస్తున్నాను. నా రిఫరల్ కోడ్ {code}తో చేరండి: {url}',
  shareTitle: '{brand}లో నాతో చేరండి',
  signupLink: 'సైన్ అప్ లింక్',
  referralsLink: 'మీ రిఫరల్స్, యాంట్స్ స్టేట్‌మెంట్',
};
