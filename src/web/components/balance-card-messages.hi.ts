/** The balance card in Hindi (tsc checks every English key is here: ./balance-card-messages.ts). */
export default {
  title: 'आपका बैलेंस',
  antPoints: 'एंट पॉइंट्स',
  goldNuggets: 'गोल्ड नगेट्स (सोने के फ़्लेक्स)',
  zeroEarned: '0 कमाए',
  antsUnit: 'एंट्स',
  gramsUnit: 'ग्रा',
  loading: 'आपका बैलेंस लोड हो रहा है',
  antsHint: '1 एंट = ₹1',
  goldHint: '24K डिजिटल गोल्ड, 99.9% शुद्ध',
};
