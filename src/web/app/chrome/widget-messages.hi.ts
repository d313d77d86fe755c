/** The header widgets in Hindi (tsc checks every English key is here: ./widget-messages.ts). */
export default {
  priceLabel: 'सोने का लाइव भाव',
  liveGold: 'लाइव गोल्ड',
  loading: 'लोड हो रहा है...',
  perGram: '/ग्रा',
  updatingIn: '{time} में अपडेट',
  delayed: '(देरी से)',
  startEarning: 'कमाई शुरू करें',
  zeroEarn: '0 कमाई',
  ants: '{value} एंट्स',
  grams: '{value} ग्रा',
  error: 'गड़बड़ी: {message}',
};
